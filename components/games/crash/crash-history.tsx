'use client';

import { useTranslations } from 'next-intl';
import type { CrashRoundView } from '@/lib/schemas/crash';
import { Link } from '@/lib/i18n/navigation';
import styles from './crash.module.css';

/** How a point is coloured: below 2× red, to 10× green, above gold. */
function tier(point: number) {
  return point < 2 ? 'low' : point < 10 ? 'high' : 'moon';
}

/**
 * The last rounds' points, newest first, each a link to `/fair` with its hash filled in, so any
 * of them can be checked against the published chain.
 */
export function CrashHistory({ rounds }: { rounds: readonly CrashRoundView[] }) {
  const t = useTranslations('CrashBoard');
  if (rounds.length === 0) return null;
  return (
    <ol className={styles.history} aria-label={t('history')}>
      {rounds.map((round) => (
        <li key={round.id}>
          <Link
            href={{ pathname: '/fair', query: { crash_hash: round.hash ?? '' } }}
            data-tier={tier(round.crash_point ?? 1)}
            data-void={round.status === 'void'}
            title={t('historyItem', { game: round.game })}
          >
            {round.status === 'void' ? `${t('void')} ` : ''}
            {(round.crash_point ?? 1).toFixed(2)}×
          </Link>
        </li>
      ))}
    </ol>
  );
}
