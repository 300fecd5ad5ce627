'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { SlotRoundResult } from '@/lib/casino/sandbox/slot/round-result';
import { windowAt } from '@/lib/casino/sandbox/slot/strips';
import { slotConfig } from '@/lib/casino/sandbox/slot/titles';
import { REELS, type SlotSpin } from '@/lib/casino/sandbox/slot/types';
import { SANDBOX_TITLES } from '@/lib/casino/sandbox/titles';
import type { Locale } from '@/lib/i18n/config';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';
import { toMajor } from '@/lib/money/units';
import { beep } from '@/lib/sound/beep';
import { SlotReels } from './slot-reels';
import { useSlotPlayback } from './use-slot-playback';
import styles from './slot.module.css';

/** Rounds one press of Autoplay plays (it stops early on an error or a short balance). */
export const AUTOPLAY_ROUNDS = 10;
const AUTOPLAY_PAUSE_MS = 500;

export type SlotMachineProps = {
  /** The slot's game code (`lib/casino/sandbox/titles.ts`). */
  title: string;
  /** The player's balance in minor units, as the wallet last answered it. */
  balance: number;
  currency: string;
  /** The total bets offered, minor units (`slotBetValues`: whole line bets only). */
  betValues: readonly number[];
  /** Plays one round at the total bet on the server, which decides everything. */
  onSpin: (bet: number) => Promise<SlotRoundResult>;
  /** Free rounds of a grant: while some are left, rounds are at the grant's bet and cost nothing. */
  freeRounds?: { left: number; bet: number };
  disabled?: boolean;
  /** Why the game cannot be played now (shown; spinning is off while it is set). */
  error?: string | null;
};

const isControl = (target: EventTarget) =>
  target instanceof HTMLElement && /^(BUTTON|SELECT|INPUT|TEXTAREA|A)$/.test(target.tagName);

/**
 * A sandbox video slot: the reels, the bet, Spin (the button, or Space/Enter anywhere on the
 * machine), autoplay, sound (off until turned on; WebAudio tones) and the balance. The server
 * plays the whole round (`onSpin`); the machine shows its spins one after another: the reels
 * stop left to right, winning lines light up, free spins run under their banner, and the result
 * is announced to screen readers once the round is over.
 */
export function SlotMachine({
  title,
  balance,
  currency,
  betValues,
  onSpin,
  freeRounds,
  disabled = false,
  error = null,
}: SlotMachineProps) {
  const t = useTranslations('SandboxRgs.slot');
  const symbolName = useTranslations('SandboxRgs.symbols') as unknown as (id: string) => string;
  const locale = useLocale() as Locale;
  const { money } = useGameFormat();
  const reduced = useReducedMotion();
  const config = slotConfig(title);
  const name = SANDBOX_TITLES.find((entry) => entry.code === title)?.name[locale] ?? title;
  const [chosenBet, setChosenBet] = useState<number | null>(null);
  const [sound, setSound] = useState(false);
  const [autoplay, setAutoplay] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [balanceBefore, setBalanceBefore] = useState(balance);
  const spinRef = useRef<() => boolean>(() => false);
  const autoplayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { state, start, land, cancel } = useSlotPlayback(reduced, (result) => {
    if (sound && result.payout > 0) beep('win');
    if (autoplay === 0) return;
    setAutoplay(autoplay - 1);
    autoplayTimer.current = setTimeout(() => {
      if (!spinRef.current()) setAutoplay(0);
    }, AUTOPLAY_PAUSE_MS);
  });
  useEffect(() => () => clearTimeout(autoplayTimer.current), []);

  const free = freeRounds && freeRounds.left > 0 ? freeRounds : null;
  const bet = free ? free.bet : (chosenBet ?? betValues[0] ?? 0);
  const short = !free && bet > balance;
  const playing = state.busy;
  const canSpin = !!config && !disabled && !error && !playing && bet > 0 && !short;

  /** Starts a round if one may start now; whether it did. */
  function spin(): boolean {
    if (!canSpin) return false;
    setFailure(null);
    setBalanceBefore(balance);
    if (sound) beep('bet');
    start();
    onSpin(bet).then(land, () => {
      cancel();
      setAutoplay(0);
      setFailure(t('failed'));
    });
    return true;
  }
  useEffect(() => {
    spinRef.current = spin;
  });

  const { result, done } = state;
  const shown: SlotSpin | null = result ? result.round.spins[state.spin]! : null;
  const allStopped = shown !== null && state.stopped === REELS;

  if (!config) return <p role="alert">{t('unknownTitle')}</p>;

  const idleGrid = state.resting ?? windowAt(config, 'base', [0, 0, 0, 0, 0]);
  const grid = shown ? shown.grid : idleGrid;
  const turning = Array.from({ length: REELS }, (_, reel) =>
    playing && (!shown || reel >= state.stopped) && !reduced ? true : false,
  );
  const lines = allStopped ? shown.lines : [];
  const scatters =
    allStopped && (shown.scatter.credits > 0 || shown.freeSpinsAwarded > 0)
      ? shown.scatter.positions
      : [];
  const lineBet = result ? result.bet / config.paylines.length : 0;
  const credits = result
    ? result.round.spins
        .slice(0, allStopped ? state.spin + 1 : state.spin)
        .reduce((sum, spin) => sum + spin.credits, 0)
    : 0;
  const win = done && result ? result.payout : credits * lineBet;
  const freeSpinsTotal = result?.round.freeSpins ?? 0;
  const inFreeSpins = shown?.mode === 'free';
  const shownBalance = playing ? balanceBefore - (free ? 0 : bet) : balance;
  const announcement = done && result ? announce(result) : '';
  const problem = error ?? failure ?? (short && !playing ? t('short') : null);

  function announce(round: SlotRoundResult) {
    const amount = money(toMajor(round.payout), currency);
    if (round.payout === 0) return t('announce.loss');
    const count = round.round.freeSpins;
    return count ? t('announce.winFreeSpins', { amount, count }) : t('announce.win', { amount });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.key === ' ' || event.key === 'Enter') && !isControl(event.target)) {
      event.preventDefault();
      spin();
    }
  }

  return (
    <div className={styles.machine} onKeyDown={onKeyDown} tabIndex={-1} data-title={title}>
      <header className={styles.header}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.balance}>
          {t('balance')}{' '}
          <strong data-testid="slot-balance">{money(toMajor(shownBalance), currency)}</strong>
        </p>
        <button
          type="button"
          className={styles.sound}
          aria-pressed={sound}
          onClick={() => setSound(!sound)}
        >
          {sound ? t('soundOn') : t('soundOff')}
        </button>
      </header>

      {free ? (
        <p className={styles.banner} data-kind="free-rounds">
          {t('freeRounds', { count: free.left, bet: money(toMajor(free.bet), currency) })}
        </p>
      ) : null}
      {inFreeSpins ? (
        <p className={styles.banner} data-kind="free-spins" data-testid="free-spins-banner">
          {t('freeSpins', {
            current: state.spin,
            total: freeSpinsTotal,
            multiplier: config.freeSpins.multiplier,
          })}
        </p>
      ) : null}

      <SlotReels config={config} grid={grid} turning={turning} lines={lines} scatters={scatters} />

      <div className={styles.wins}>
        <p>
          {t('win')} <strong data-testid="slot-win">{money(toMajor(win), currency)}</strong>
        </p>
        {allStopped && shown.freeSpinsAwarded > 0 ? (
          <p className={styles.awarded}>{t('awarded', { count: shown.freeSpinsAwarded })}</p>
        ) : null}
        {allStopped && lines.length > 0 ? (
          <ul className={styles.lineList} aria-label={t('lines')}>
            {lines.map((line) => (
              <li key={line.line}>
                {t('line', {
                  line: line.line + 1,
                  count: line.count,
                  symbol: symbolName(line.symbol),
                  amount: money(toMajor(line.credits * shown.multiplier * lineBet), currency),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}

      <div className={styles.controls}>
        <label className={styles.bet}>
          <span>{t('bet')}</span>
          <select
            value={bet}
            disabled={playing || !!free}
            onChange={(event) => setChosenBet(Number(event.target.value))}
          >
            {(free ? [free.bet] : betValues).map((value) => (
              <option key={value} value={value}>
                {money(toMajor(value), currency)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={`btn btn-primary ${styles.spin}`}
          disabled={!canSpin}
          onClick={() => spin()}
        >
          {playing ? t('spinning') : free ? t('spinFree') : t('spin')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          aria-pressed={autoplay > 0}
          disabled={!config || disabled || !!error || (!autoplay && !canSpin)}
          onClick={() => {
            if (autoplay > 0) setAutoplay(0);
            else {
              if (spin()) setAutoplay(AUTOPLAY_ROUNDS - 1);
            }
          }}
        >
          {autoplay > 0
            ? t('autoplayStop', { count: autoplay })
            : t('autoplay', { count: AUTOPLAY_ROUNDS })}
        </button>
      </div>

      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
