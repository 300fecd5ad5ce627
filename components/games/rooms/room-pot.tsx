'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import styles from './rooms.module.css';

type RoomPotProps = {
  /** The round taking bets, or null while none is open. */
  round: RoomRoundDetail | null;
  /** A closed round waiting for its draw, if one is. */
  closed: RoomRoundDetail | null;
  currency: string;
  /** The server's clock in ms: the countdown runs to the round's `ends_at` on it, not on ours. */
  serverNow: () => number;
  lagging: boolean;
};

/** Whole seconds left until `endsAt` (ISO) on the server's clock, at least 0. */
export function secondsLeft(endsAt: string, now: number) {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The pot of the round taking bets, big, and where the round is: waiting for a second player,
 * or the countdown to the close; with none open, whether a closed one still waits for its draw.
 * The clock is redrawn a few times a second and is not announced (the board's live region says
 * when counting starts and ends); its label says what it counts.
 */
export function RoomPot({ round, closed, currency, serverNow, lagging }: RoomPotProps) {
  const t = useTranslations('RoomsBoard');
  const { money } = useGameFormat();
  const [, setTick] = useState(0);
  const endsAt = round?.status === 'counting' ? round.ends_at : null;

  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const left = endsAt ? secondsLeft(endsAt, serverNow()) : null;
  return (
    <div className={styles.pot}>
      <p className="muted">{t('pot')}</p>
      <p className={styles.potFigure} data-testid="room-pot">
        {money(round?.pot ?? 0, currency)}
      </p>
      {round === null ? (
        <p className="muted">{closed ? t('idleAfterClose', { id: closed.id }) : t('idle')}</p>
      ) : null}
      {round?.status === 'waiting' ? <p>{t('waitingSecond')}</p> : null}
      {left !== null ? (
        <p>
          {left > 0 ? t('countdown') : t('closing')}{' '}
          <span className={styles.clock} data-urgent={left <= 5} role="timer">
            {clock(left)}
          </span>
        </p>
      ) : null}
      {lagging ? <p className={styles.lag}>{t('lagging')}</p> : null}
    </div>
  );
}
