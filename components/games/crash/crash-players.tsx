'use client';

import { useTranslations } from 'next-intl';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { CrashRoundFeed } from '@/lib/games/crash/feed';
import type { CrashMyBet } from '@/lib/schemas/crash';
import shared from '@/components/games/shared/games.module.css';
import styles from './crash.module.css';

type CrashPlayersProps = {
  round: CrashRoundFeed | null;
  /** The round taking bets while another is on screen. */
  next: CrashRoundFeed | null;
  mine: readonly CrashMyBet[];
};

/**
 * The players of the round on screen, names masked (players who hide their statistics are not
 * listed at all), with what each staked and where they cashed out; and how many wait for the next.
 */
export function CrashPlayers({ round, next, mine }: CrashPlayersProps) {
  const t = useTranslations('CrashBoard');
  const { money, multiplier } = useGameFormat();
  const ids = new Set(mine.map((bet) => bet.id));
  const bets = round?.bets ?? [];
  return (
    <section aria-labelledby="crash-players">
      <div className={styles.summary}>
        <h2 id="crash-players" className="h3">
          {t('players', { count: bets.length })}
        </h2>
        {next && next.bets.length > 0 ? (
          <span>{t('nextPlayers', { count: next.bets.length })}</span>
        ) : null}
      </div>
      {bets.length === 0 ? (
        <p className="muted">{t('noPlayers')}</p>
      ) : (
        <table className={`${shared.table} ${shared.players} ${styles.bets}`}>
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('stake')}</th>
              <th scope="col">{t('at')}</th>
              <th scope="col">{t('payout')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} data-status={bet.status} data-mine={ids.has(bet.id)}>
                <td>{ids.has(bet.id) ? t('you') : bet.player}</td>
                <td>{money(bet.amount, bet.currency)}</td>
                <td>{bet.cashed_out_at ? multiplier(bet.cashed_out_at) : '—'}</td>
                <td>{bet.status === 'cashed' ? money(bet.payout, bet.currency) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
