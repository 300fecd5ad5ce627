import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import type { GameId } from '@/lib/games/registry';
import { Link } from '@/lib/i18n/navigation';
import { RecentBets } from './recent-bets';
import styles from './games.module.css';

/**
 * The page of an in-house game: its name and what it is, the board (`children`, a client
 * component), the rules, everyone's recent bets and the way to check any result on `/fair`.
 * Guests see all of it; the board asks them to log in when they bet.
 */
export async function GameShell({
  game,
  children,
  rulesDetail,
}: {
  game: GameId;
  children: ReactNode;
  /** More of the rules, in the server's HTML: what the board draws only for the choice made. */
  rulesDetail?: ReactNode;
}) {
  const t = await getTranslations('Games');
  return (
    <div className="game-layout">
      <PageHeading title={t(`${game}.title`)} lead={t(`${game}.description`)} />
      {children}
      <div className={styles.below}>
        <section aria-labelledby={`${game}-rules`} className="panel">
          <h2 id={`${game}-rules`}>{t('rulesHeading')}</h2>
          <p>{t(`${game}.rules`)}</p>
          {rulesDetail}
          <p className={styles.fairLink}>
            {t('fair.text')} <Link href="/fair">{t('fair.link')}</Link>
          </p>
        </section>
        <RecentBets game={game} />
      </div>
    </div>
  );
}
