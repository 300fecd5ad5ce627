'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { BetAmount } from '@/components/games/shared/bet-amount';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { browserApi } from '@/lib/api/browser';
import { cancelCrashBet, cashOutCrash, myCrashBets, placeCrashBet } from '@/lib/api/crash';
import { ApiError, RefreshError } from '@/lib/api/errors';
import { CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT } from '@/lib/constants/crash';
import { bettingRound, shownRound } from '@/lib/games/crash/feed';
import { multiplierAt } from '@/lib/games/crash/growth';
import { useBetAmount } from '@/lib/hooks/behaviour/use-bet-amount';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { newBetKey } from '@/lib/hooks/behaviour/use-place-bet';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { useGameSound } from '@/lib/hooks/behaviour/use-game-sound';
import { useHoldReload } from '@/lib/pwa/hold-reload';
import type { CrashMyBet, CrashRoundView } from '@/lib/schemas/crash';
import { useToken } from '@/lib/session/token';
import { CrashCurve } from './crash-curve';
import { CrashHistory } from './crash-history';
import { CrashPlayers } from './crash-players';
import { useCrashFeed } from './use-crash-feed';
import styles from './crash.module.css';

/** The player's bets with `answered` put in by id. */
function mergeBets(known: readonly CrashMyBet[], answered: readonly CrashMyBet[]) {
  const byId = new Map(known.map((bet) => [bet.id, bet]));
  for (const bet of answered) byId.set(bet.id, bet);
  return [...byId.values()];
}

/**
 * A bet as its round's end left it: one still riding when the round was settled was lost, one in
 * a void round refunded (the API says so too; the stream says it first).
 */
function settledBy(bet: CrashMyBet, history: readonly CrashRoundView[]): CrashMyBet {
  if (bet.status !== 'open') return bet;
  const round = history.find((over) => over.id === bet.round_id);
  if (!round) return bet;
  return { ...bet, status: round.status === 'void' ? 'refunded' : 'lost' };
}

/** An auto cash-out as typed: empty for none, else 1.01–10000 with two decimals at most. */
function parseTarget(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  const hundredths = Math.round(value * 100);
  return hundredths < CRASH_MIN_CASH_OUT || hundredths > CRASH_MAX_CASH_OUT ? 'invalid' : value;
}

/**
 * Crash: the shared round drawn live from the stream, the player's bet with an optional auto
 * cash-out, and one button that bets (on the next round while one runs), takes a waiting bet
 * back, or cashes out the riding bet. Space presses it when no field has the focus. Every action
 * ends in a definite answer from the server, shown at once; a lost connection shows as lag and
 * the stream catches up with a fresh snapshot.
 */
export function CrashBoard() {
  const t = useTranslations('CrashBoard');
  const { money, multiplier } = useGameFormat();
  const token = useToken();
  const { open } = useModal();
  const showError = useErrorToast();
  const revalidateMoney = useRevalidateMoney();
  const { play } = useGameSound();
  const { feed, serverNow, lagging } = useCrashFeed();
  const stake = useBetAmount('crash');
  const [autoText, setAutoText] = useState('');
  const [loaded, setMine] = useState<CrashMyBet[]>([]);
  const mine = token ? loaded : [];
  const [pending, setPending] = useState(false);
  const [, setTick] = useState(0);

  const shown = feed ? shownRound(feed) : null;
  const betting = feed ? bettingRound(feed) : null;
  const riding = mine.find(
    (bet) => bet.status === 'open' && bet.round_id === shown?.id && shown?.status === 'running',
  );
  const waiting = mine.find((bet) => bet.status === 'open' && bet.round_id === betting?.id);
  const target = parseTarget(autoText);
  // A bet on its way, waiting for its round or riding one: a new version of the site waits (spec §4).
  useHoldReload(pending || riding !== undefined || waiting !== undefined);

  // The player's bets come from the API (the stream is public); again whenever a round starts
  // or ends, so a bet placed in another tab shows too.
  const roundKey = `${shown?.id}:${shown?.status}:${betting?.id}`;
  useEffect(() => {
    if (!token) return;
    let live = true;
    myCrashBets(browserApi())
      .then((answer) => {
        // Merged by id: a bet answered while this was on its way stays, and so does the last
        // round's result, which the list (the rounds not over) no longer holds.
        if (live) setMine((known) => mergeBets(known, answer.bets));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, roundKey]);

  // The crash, heard by whoever was still riding it (sounds are off unless turned on).
  const crashedRiding =
    shown?.crash_point !== null &&
    mine.some((bet) => bet.status === 'open' && bet.round_id === shown?.id);
  const heardCrash = useRef<number | null>(null);
  useEffect(() => {
    if (!crashedRiding || !shown || heardCrash.current === shown.id) return;
    heardCrash.current = shown.id;
    play('lose');
  }, [crashedRiding, shown, play]);

  // The cash-out button shows what it would pay now, a few times a second.
  useEffect(() => {
    if (!riding) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 100);
    return () => clearInterval(timer);
  }, [riding]);

  const remember = (bet: CrashMyBet) => setMine((bets) => mergeBets(bets, [bet]));

  const act = useCallback(
    async (send: () => Promise<CrashMyBet>) => {
      if (!token) return open('Login');
      if (pending) return;
      setPending(true);
      try {
        const bet = await send();
        remember(bet);
        if (bet.status === 'cashed') play('win');
        else if (bet.status === 'open') play('bet');
        void revalidateMoney();
      } catch (error) {
        if (error instanceof RefreshError || (error instanceof ApiError && error.status === 401)) {
          open('Login');
        } else {
          showError(error);
        }
      } finally {
        setPending(false);
      }
    },
    [token, pending, open, showError, revalidateMoney, play],
  );

  const mainAction = () => {
    if (riding) return act(() => cashOutCrash(browserApi()));
    if (waiting) return act(() => cancelCrashBet(browserApi(), waiting.id));
    if (stake.problem || target === 'invalid') return;
    return act(() =>
      placeCrashBet(browserApi(), {
        key: newBetKey(),
        amount: stake.value,
        ...(target !== null && { auto_cash_out: target }),
      }),
    );
  };
  const latest = useRef(mainAction);
  useEffect(() => {
    latest.current = mainAction;
  });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.code !== 'Space' || event.repeat) return;
      const focus = document.activeElement;
      if (focus && focus !== document.body && focus.closest('input, textarea, select, button, a'))
        return;
      event.preventDefault();
      void latest.current();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void mainAction();
  }

  const nowMultiplier =
    riding && shown?.started_at ? multiplierAt(serverNow() - Date.parse(shown.started_at)) : 0;
  const label = riding
    ? t('cashOut', { payout: money((riding.amount * nowMultiplier) / 100, riding.currency) })
    : waiting
      ? t('cancel')
      : shown?.status === 'running'
        ? t('betNext')
        : t('bet');
  const last = mine
    .map((bet) => settledBy(bet, feed?.history ?? []))
    .filter((bet) => bet.status !== 'open' && bet.status !== 'cancelled')
    .sort((a, b) => b.round_id - a.round_id)[0];

  return (
    // data-chat-tucked: on a phone the bet button sits at the bottom of the screen, where the
    // support-chat button would cover it (support-chat-button.module.css).
    <div className={`${shared.board} ${styles.board}`} data-chat-tucked>
      <form className={`${shared.controls} ${styles.controls}`} onSubmit={submit} noValidate>
        <BetAmount
          game="crash"
          value={stake.value}
          onChange={stake.setValue}
          disabled={Boolean(riding || waiting)}
        />
        <div className={`field ${styles.auto}`}>
          <label htmlFor="crash-auto">{t('auto')}</label>
          <input
            id="crash-auto"
            name="auto_cash_out"
            inputMode="decimal"
            placeholder={t('autoPlaceholder')}
            value={autoText}
            disabled={Boolean(riding || waiting)}
            onChange={(event) => setAutoText(event.target.value)}
            aria-invalid={target === 'invalid' ? true : undefined}
            aria-describedby="crash-auto-hint"
          />
          <p id="crash-auto-hint" className={target === 'invalid' ? 'field-error' : 'muted'}>
            {target === 'invalid' ? t('autoInvalid') : t('autoHint')}
          </p>
        </div>
        <ActionButton
          type="submit"
          className={`btn btn-primary ${styles.action} ${riding ? styles.cashOut : ''}`}
          unavailable={
            pending ||
            // The server refuses a cash-out below 1.01×: the button waits the 166 ms it takes.
            (riding !== undefined && nowMultiplier < CRASH_MIN_CASH_OUT) ||
            (!riding && !waiting && (feed?.running === false || !betting))
          }
          aria-keyshortcuts="Space"
        >
          {label}
        </ActionButton>
        {waiting ? (
          <p className={styles.myBet} role="status">
            {t('waiting', { amount: money(waiting.amount, waiting.currency) })}
            {waiting.auto_cash_out
              ? ` ${t('withAuto', { target: multiplier(waiting.auto_cash_out) })}`
              : ''}
          </p>
        ) : null}
        {last ? (
          <p className={styles.myBet} role="status" aria-live="polite">
            {last.status === 'cashed'
              ? t('won', {
                  payout: money(last.payout, last.currency),
                  at: multiplier(last.cashed_out_at ?? 0),
                })
              : last.status === 'refunded'
                ? t('refunded', { amount: money(last.amount, last.currency) })
                : t('lost', { amount: money(last.amount, last.currency) })}
          </p>
        ) : null}
        {feed?.running === false ? <p className="muted">{t('offline')}</p> : null}
        <div className={`${shared.stageHeader} ${styles.auto}`}>
          <span className="muted keyboard-hint">{t('keyboard')}</span>
          <SoundToggle />
        </div>
      </form>
      <div className={`${shared.stage} ${styles.round}`}>
        <CrashHistory rounds={feed?.history ?? []} />
        <CrashCurve round={shown} serverNow={serverNow} lagging={lagging} />
      </div>
      <div className={`${shared.stage} ${styles.players}`}>
        <CrashPlayers round={shown} next={betting !== shown ? betting : null} mine={mine} />
      </div>
    </div>
  );
}
