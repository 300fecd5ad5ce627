'use client';

import { useTranslations } from 'next-intl';
import { useFairQuery } from '@/lib/hooks/behaviour/use-fair-query';
import { Link } from '@/lib/i18n/navigation';
import type { Bet } from '@/lib/schemas/games';
import styles from './games.module.css';

/**
 * What a bet's result came from: the server seed's hash (committed before the bet), the client
 * seed and the nonce, with a link that opens the `/fair` verifier filled in for this bet.
 */
export function FairnessLine({ bet }: { bet: Bet }) {
  const t = useTranslations('GameTable.fairness');
  const fairQuery = useFairQuery();
  return (
    <div className={styles.fairness} role="group" aria-label={t('label')}>
      <dl>
        <div>
          <dt>{t('hash')}</dt>
          <dd className={styles.seed} title={bet.server_seed_hash}>
            {bet.server_seed_hash}
          </dd>
        </div>
        <div>
          <dt>{t('clientSeed')}</dt>
          <dd className={styles.seed}>{bet.client_seed}</dd>
        </div>
        <div>
          <dt>{t('nonce')}</dt>
          <dd>{bet.nonce}</dd>
        </div>
      </dl>
      <Link href={{ pathname: '/fair', query: fairQuery(bet) }} className={styles.verify}>
        {t('verify')}
      </Link>
    </div>
  );
}
