'use client';

import { useTranslations } from 'next-intl';
import type { GameId } from '@/lib/games/registry';
import { useRecentBets } from '@/lib/hooks/data/use-recent-bets';
import { ScrollRegion } from '@/components/ui/scroll-region';
import styles from './games.module.css';
import { useGameFormat } from './use-game-format';

/** The last settled bets of everyone in a game, refreshed every 10 s; shown to guests too. */
export function RecentBets({ game }: { game: GameId }) {
  const t = useTranslations('GameTable.recent');
  const { money, multiplier } = useGameFormat();
  const { bets, error } = useRecentBets(game);

  let body;
  if (!bets) {
    body = (
      <p className="muted" role={error ? 'alert' : 'status'}>
        {error ? t('loadError') : t('loading')}
      </p>
    );
  } else if (bets.length === 0) {
    body = <p className="muted">{t('empty')}</p>;
  } else {
    body = (
      <ScrollRegion className={styles.tableWrap} labelledBy={`${game}-recent`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.player')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.multiplier')}</th>
              <th scope="col">{t('columns.payout')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.id} className={bet.win ? styles.won : styles.lost}>
                <td>{bet.player}</td>
                <td>{money(bet.amount, bet.currency)}</td>
                <td>{multiplier(bet.multiplier)}</td>
                <td>{money(bet.payout, bet.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    );
  }

  return (
    <section className="panel" aria-labelledby={`${game}-recent`}>
      <h2 id={`${game}-recent`}>{t('heading')}</h2>
      {body}
    </section>
  );
}
