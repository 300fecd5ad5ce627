'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import shared from '@/components/games/shared/games.module.css';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { browserApi } from '@/lib/api/browser';
import { ApiError, RefreshError } from '@/lib/api/errors';
import { placeRoomBet } from '@/lib/api/rooms';
import {
  ROOM_COMMISSION_PERCENT,
  ROOM_COUNTDOWN_MS,
  ROOM_DRAW_ANIMATION_MS,
  ROOM_MAX_BETS_PER_PLAYER,
  ROOM_MAX_STAKE_PER_PLAYER,
  ROOM_MIN_STAKE,
  type Room,
} from '@/lib/constants/rooms';
import { drawRound, openRound, ownStake } from '@/lib/games/rooms/feed';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { newBetKey } from '@/lib/hooks/behaviour/use-place-bet';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useUser } from '@/lib/hooks/data/use-user';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { toMajor, toMinor } from '@/lib/money/units';
import { amountProblem, parseAmount } from '@/lib/payments/limits';
import { useHoldReload } from '@/lib/pwa/hold-reload';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import { useToken } from '@/lib/session/token';
import { RoomDraw } from './room-draw';
import { RoomHistory } from './room-history';
import { RoomPlayers } from './room-players';
import { RoomPot } from './room-pot';
import { useRoomFeed } from './use-room-feed';
import styles from './rooms.module.css';

/**
 * Whether the draw of `round` is still being shown: it was seen closed on this page and drawn
 * less than `ms` ago. Under reduced motion, never: the result shows at once.
 */
function useSpinning(round: RoomRoundDetail | null, ms: number, reduced: boolean) {
  const key = round ? `${round.id}:${round.status}` : '';
  const [seen, setSeen] = useState(key);
  const [spinning, setSpinning] = useState<number | null>(null);
  // Adjusted during render when the round moves on (React's "adjust state on prop change").
  if (seen !== key) {
    setSeen(key);
    if (!reduced && round?.status === 'settled' && seen === `${round.id}:closed`) {
      setSpinning(round.id);
    }
  }
  useEffect(() => {
    if (spinning === null) return;
    const timer = setTimeout(() => setSpinning(null), ms);
    return () => clearTimeout(timer);
  }, [spinning, ms]);
  return !reduced && round !== null && spinning === round.id;
}

/**
 * A room, live from the stream (topic `rooms:<room>:<currency>`, the player's currency, RUB for
 * guests): the pot of the round taking bets with its countdown, its players' shares and chances,
 * a stake and the Bet button; the draw of the round that closed (it waits for the next crash
 * round's hash), the winner and a Verify link; the room's last rounds. The player's own bets are
 * known by the ids the API answered their stakes with (the stream is public, and the API has no
 * "my bets in a room" call), so they are "You" on this page until it is reloaded.
 */
export function RoomBoard({ room }: { room: Room }) {
  const t = useTranslations('RoomsBoard');
  const { money } = useGameFormat();
  const token = useToken();
  const { isLoading } = useUser();
  const currency = useBetCurrency();
  const { open } = useModal();
  const showError = useErrorToast();
  const revalidateMoney = useRevalidateMoney();
  const reduced = useReducedMotion();
  const { feed, serverNow, lagging, catchUp } = useRoomFeed(room, isLoading ? null : currency);
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);

  const rules = feed?.rules;
  const min = rules?.min_stake ?? ROOM_MIN_STAKE[currency][room];
  const maxPerPlayer = rules?.max_stake_per_player ?? ROOM_MAX_STAKE_PER_PLAYER[currency];
  const maxBets = rules?.max_bets_per_player ?? ROOM_MAX_BETS_PER_PLAYER;
  const drawMs = rules?.draw_animation_ms ?? ROOM_DRAW_ANIMATION_MS;

  const current = feed ? openRound(feed) : null;
  const drawing = feed ? drawRound(feed) : null;
  const spinning = useSpinning(drawing, drawMs, reduced);
  const staked = ownStake(current, mine);
  // The player's stake in a closed round still waiting for its draw.
  const closed = drawing?.status === 'closed' ? drawing : null;
  const stakedInDraw = ownStake(closed, mine);
  const allowance = Math.max(0, toMajor(toMinor(maxPerPlayer) - toMinor(staked.amount)));
  const full = staked.count >= maxBets || allowance < min;
  // A stake on its way or not drawn yet: a new version of the site waits for the draw (spec §4).
  useHoldReload(pending || staked.count > 0 || stakedInDraw.count > 0);

  // The typed stake starts at the room's minimum, and again when that changes (another currency).
  const [typed, setTyped] = useState({ min, value: String(min) });
  if (typed.min !== min) setTyped({ min, value: String(min) });
  const value = typed.min === min ? typed.value : String(min);
  const problem = amountProblem(value, { min, max: allowance });

  // The winner's and the losers' balances moved with the draw.
  const settledMine =
    drawing && drawing.status !== 'closed' && drawing.bets.some((bet) => mine.has(bet.id))
      ? drawing.id
      : null;
  useEffect(() => {
    if (settledMine !== null) void revalidateMoney();
  }, [settledMine, revalidateMoney]);

  async function bet() {
    if (!token) return open('Login');
    if (pending || problem || full) return;
    setPending(true);
    try {
      const placed = await placeRoomBet(browserApi(), room, {
        key: newBetKey(),
        amount: parseAmount(value),
      });
      setMine((known) => new Set([...known, placed.id]));
      void revalidateMoney();
      // The stream tells the stake (and the round it may have opened) at the engine's next pass.
      void catchUp();
    } catch (error) {
      if (error instanceof RefreshError || (error instanceof ApiError && error.status === 401)) {
        open('Login');
      } else {
        showError(error);
      }
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void bet();
  }

  // What a screen reader hears: the phase changes, never the ticking clock.
  const countdownSeconds = Math.round((rules?.countdown_ms ?? ROOM_COUNTDOWN_MS) / 1000);
  const announcement =
    drawing?.status === 'closed'
      ? t('announceClosed')
      : drawing?.status === 'settled' && spinning
        ? t('drawing')
        : drawing?.status === 'settled'
          ? mine.has(drawing.winner_bet_id ?? '')
            ? t('winnerYou', { payout: money(drawing.payout ?? 0, drawing.currency) })
            : t('winner', {
                player: drawing.winner ?? t('hidden'),
                payout: money(drawing.payout ?? 0, drawing.currency),
              })
          : drawing?.status === 'refunded'
            ? t('refunded', { id: drawing.id })
            : current?.status === 'counting'
              ? t('announceCounting', { seconds: countdownSeconds })
              : '';

  return (
    <div className={shared.board}>
      <form className={shared.controls} onSubmit={submit} noValidate>
        <BetAmount
          range={{ min, max: Math.max(min, allowance) }}
          value={value}
          onChange={(next) => setTyped({ min, value: next })}
          disabled={pending || full}
        />
        <ActionButton
          type="submit"
          className={`btn btn-primary ${styles.action}`}
          unavailable={pending || (Boolean(token) && (full || feed === null))}
        >
          {pending ? t('betting') : t('bet')}
        </ActionButton>
        {staked.count > 0 ? (
          <p className={styles.note}>
            {t('myStake', {
              amount: money(staked.amount, currency),
              count: staked.count,
              max: maxBets,
            })}
          </p>
        ) : null}
        {full && staked.count > 0 ? <p className="muted">{t('full')}</p> : null}
        {closed && stakedInDraw.count > 0 ? (
          <p className={styles.note}>
            {t('myStakeInDraw', {
              id: closed.id,
              amount: money(stakedInDraw.amount, closed.currency),
              count: stakedInDraw.count,
            })}
          </p>
        ) : null}
        <p className="muted">
          {t('rulesLine', {
            min: money(min, currency),
            max: money(maxPerPlayer, currency),
            bets: maxBets,
            commission: rules?.commission_percent ?? ROOM_COMMISSION_PERCENT,
          })}
        </p>
      </form>
      <div className={shared.stage}>
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="room-announce">
          {announcement}
        </p>
        <RoomPot
          round={current}
          closed={closed}
          currency={currency}
          serverNow={serverNow}
          lagging={lagging}
        />
        <RoomPlayers round={current} currency={currency} mine={mine} />
        {drawing ? (
          <RoomDraw
            round={drawing}
            currency={drawing.currency}
            mine={mine}
            spinning={spinning}
            drawMs={drawMs}
          />
        ) : null}
        <RoomHistory rounds={feed?.history ?? []} />
      </div>
    </div>
  );
}
