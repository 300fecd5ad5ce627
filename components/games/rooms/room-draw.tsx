'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { entropyBeaconRound, entropyCrashRound } from '@/lib/games/rooms/feed';
import { Link } from '@/lib/i18n/navigation';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import { hueStyle, isMine } from './room-players';
import styles from './rooms.module.css';

type RoomDrawProps = {
  /** A closed round waiting for its draw, or the last one that finished on this page. */
  round: RoomRoundDetail;
  currency: string;
  mine: ReadonlySet<string>;
  /** The marker is still running to the winning ticket: the winner is not told yet. */
  spinning: boolean;
  drawMs: number;
};

/** Where a ticket sits on the bar, in percent of its width (the middle of the ticket). */
function ticketPercent(ticket: number, total: number) {
  return total > 0 ? ((ticket + 0.5) / total) * 100 : 0;
}

/**
 * The draw: the round's tickets as a bar of its bets, each in its player's colour. While the
 * round waits for its entropy (the drand beacon round or crash round named at the close) a marker scans
 * the bar; once drawn, it sweeps and lands on the winning ticket (at once under
 * prefers-reduced-motion, where the CSS drops the animation and the board skips the wait), then
 * the winner, the pot paid, the revealed seed and a link that recomputes it all on `/fair`.
 */
export function RoomDraw({ round, currency, mine, spinning, drawMs }: RoomDrawProps) {
  const t = useTranslations('RoomsBoard');
  const { money } = useGameFormat();
  const total = round.total_tickets ?? (round.bets.at(-1)?.tickets_to ?? -1) + 1;
  const playerOf = (betId: string) =>
    round.players.findIndex((player) => player.bet_ids.includes(betId));
  const drawn = round.status === 'settled' && round.winning_ticket !== null;
  const crash = entropyCrashRound(round);
  const beacon = entropyBeaconRound(round);
  const winnerMine = mine.has(round.winner_bet_id ?? '');
  const over = round.status === 'settled' || round.status === 'refunded';

  return (
    <section aria-labelledby="room-draw">
      <h2 id="room-draw" className="h3">
        {t('drawHeading', { id: round.id })}
      </h2>
      {round.bets.length > 0 && round.status !== 'refunded' ? (
        <div className={styles.bar} role="img" aria-label={t('barLabel', { total })}>
          {round.bets.map((bet) => (
            <span
              key={bet.id}
              className={styles.segment}
              data-won={drawn && !spinning && bet.id === round.winner_bet_id}
              style={{
                ...hueStyle(playerOf(bet.id)),
                width: `${((bet.tickets_to - bet.tickets_from + 1) / Math.max(1, total)) * 100}%`,
              }}
            />
          ))}
          {round.status === 'closed' ? (
            <span className={styles.marker} data-waiting="true" />
          ) : null}
          {drawn ? (
            <span
              className={styles.marker}
              data-spinning={spinning}
              data-testid="room-marker"
              style={
                {
                  '--landing': `${ticketPercent(round.winning_ticket!, total)}%`,
                  '--draw-ms': `${drawMs}ms`,
                } as CSSProperties
              }
            />
          ) : null}
        </div>
      ) : null}
      {round.status === 'closed' ? (
        <p>
          {beacon !== null
            ? t('waitingBeacon', { round: beacon })
            : crash === null
              ? t('waitingEntropy')
              : t('waitingDraw', { crash })}
        </p>
      ) : null}
      {drawn && spinning ? <p>{t('drawing')}</p> : null}
      {drawn && !spinning ? (
        <>
          <p className={styles.winner}>
            {winnerMine
              ? t('winnerYou', { payout: money(round.payout ?? 0, currency) })
              : t('winner', {
                  player: round.winner ?? t('hidden'),
                  payout: money(round.payout ?? 0, currency),
                })}
          </p>
          <p className="muted">
            {t('ticket', { ticket: round.winning_ticket!, total })}
            {round.players.some((player) => isMine(player, mine)) && !winnerMine
              ? ` ${t('lostYou')}`
              : ''}
          </p>
        </>
      ) : null}
      {round.status === 'refunded' ? <p>{t('refunded', { id: round.id })}</p> : null}
      {over && (!spinning || round.status === 'refunded') ? (
        <>
          <dl>
            <dt className="muted">{t('seed')}</dt>
            <dd className={styles.seed}>{round.server_seed}</dd>
          </dl>
          <p>
            <Link href={{ pathname: '/fair', query: { room_round: round.id } }}>
              {t('verify', { id: round.id })}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
