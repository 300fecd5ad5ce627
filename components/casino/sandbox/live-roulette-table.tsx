'use client';

import { ChipValuePicker } from '@/components/games/roulette/chip-value-picker';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RouletteTable } from '@/components/games/roulette/roulette-table';
import { RouletteWheel, wheelAngle } from '@/components/games/roulette/roulette-wheel';
import {
  aggregate,
  betKey,
  canExtendGroup,
  type ChipBet,
  INSIDE_SIZES,
  type Placement,
  totalStake,
} from '@/components/games/roulette/roulette-chips';
import { useChipLabel } from '@/components/games/roulette/use-chip-label';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { Segmented } from '@/components/ui/segmented';
import { liveBetProblem } from '@/lib/casino/sandbox/roulette-live/bets';
import type { LiveTableState } from '@/lib/casino/sandbox/roulette-live/table-state';
import type { Currency } from '@/lib/constants/currencies';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import type { InsideKind } from '@/lib/games/roulette/layout';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useReducedMotion } from '@/lib/hooks/behaviour/use-reduced-motion';
import { toMajor } from '@/lib/money/units';
import { chipBetOfLive, liveChipValues, toLiveChips } from './live-chips';
import { LiveResults } from './live-results';
import styles from './live.module.css';

const MODES = Object.keys(INSIDE_SIZES) as InsideKind[];

export type LiveRouletteTableProps = {
  /** The table as the provider's server last sent it. */
  state: LiveTableState;
  /** Places one bet (the chips, minor units) on the current round; rejects when refused. */
  onBet: (chips: RouletteBet[]) => Promise<unknown>;
  /** The player's balance, minor units. */
  balance: number;
  currency: Currency;
  /** The clock (epoch ms); tests move it. */
  now?: () => number;
};

/**
 * The live roulette table: the wheel and the round's result, the countdown of the betting
 * window, the board (the in-house roulette table: numbers, splits… and the outside bets) with
 * the chips being put down, and the bets at the table. Chips go to the server in one bet when
 * the player presses Place bets; several bets per round are allowed. Once the window has
 * closed the board refuses chips ("no more bets") without asking the server.
 */
export function LiveRouletteTable({
  state,
  onBet,
  balance,
  currency,
  now = Date.now,
}: LiveRouletteTableProps) {
  const t = useTranslations('SandboxRgs.live');
  const board = useTranslations('RouletteBoard');
  const { money } = useGameFormat();
  const label = useChipLabel();
  const reduced = useReducedMotion();
  const seconds = useSecondsUntil(state.phaseEndsAt);
  const values = liveChipValues(currency);
  const [chosenChip, setChosenChip] = useState<number | null>(null);
  const [mode, setMode] = useState<InsideKind>('straight');
  const [picks, setPicks] = useState<number[]>([]);
  const [pending, setPending] = useState<{ roundId: number; placements: Placement[] }>({
    roundId: state.roundId,
    placements: [],
  });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [wheel, setWheel] = useState<{ roundId: number | null; angle: number }>({
    roundId: null,
    angle: 0,
  });

  // Chips not sent belong to their round: a new round starts with an empty board.
  const placements = pending.roundId === state.roundId ? pending.placements : [];
  const setPlacements = (next: Placement[]) =>
    setPending({ roundId: state.roundId, placements: next });
  const chipValue = chosenChip !== null && values.includes(chosenChip) ? chosenChip : values[0]!;
  const betting = state.phase === 'betting' && seconds > 0;
  const result = state.result;

  // The wheel turns once per result (state adjusted while rendering, as React advises for
  // state that follows a prop).
  if (result && !result.voided && wheel.roundId !== result.roundId) {
    setWheel({ roundId: result.roundId, angle: wheelAngle(wheel.angle, result.pocket) });
  }

  const stakes = new Map(aggregate(placements).map((chip) => [betKey(chip.bet), chip.amount]));
  const stake = totalStake(placements);

  function put(bet: ChipBet) {
    if (!betting) {
      setNotice(t('problems.betting_closed'));
      return;
    }
    setNotice(null);
    setPlacements([...placements, { bet, amount: chipValue }]);
  }

  function pickNumber(number: number) {
    if (mode === 'straight') {
      put({ kind: 'straight', numbers: [number] });
      return;
    }
    const next = picks.includes(number) ? picks.filter((n) => n !== number) : [...picks, number];
    if (!canExtendGroup(mode, next)) {
      setNotice(board('notAGroup'));
      setPicks(canExtendGroup(mode, [number]) ? [number] : []);
      return;
    }
    setNotice(null);
    if (next.length === INSIDE_SIZES[mode]) {
      put({ kind: mode, numbers: next });
      setPicks([]);
    } else setPicks(next);
  }

  async function placeBets() {
    if (busy) return;
    if (placements.length === 0) {
      setNotice(board('noChips'));
      return;
    }
    const chips = toLiveChips(placements);
    const placed = state.bets
      .filter((bet) => bet.mine)
      .map((bet) => ({ betId: bet.betId, roundId: state.roundId, chips: bet.chips }));
    const problem = liveBetProblem({
      roundId: state.roundId,
      chips,
      currency,
      placed,
      nowMs: Math.floor(now()),
    });
    if (problem) {
      setNotice(t(`problems.${problem}`));
      return;
    }
    if (stake > balance) {
      setNotice(t('short'));
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await onBet(chips);
      setPlacements([]);
      setNotice(t('placed'));
    } catch {
      setNotice(t('refused'));
    } finally {
      setBusy(false);
    }
  }

  const resultText = result
    ? result.voided
      ? t('voided')
      : t('result', { pocket: result.pocket, color: board(`colors.${result.color}`) })
    : null;

  return (
    <div className={styles.live}>
      <section className={styles.stage} aria-label={t('stage')}>
        <RouletteWheel angle={wheel.angle} spinning={!reduced && state.phase === 'spinning'} />
        <div className={styles.status}>
          <p className={styles.round}>{t('round', { id: state.roundId })}</p>
          <p className={styles.phase} data-phase={betting ? 'betting' : 'closed'}>
            {betting ? t('closesIn', { seconds }) : t('noMoreBets')}
          </p>
          <p
            className={styles.result}
            aria-live="polite"
            role="status"
            data-voided={result?.voided || undefined}
          >
            {resultText}
          </p>
          <p className={styles.hash} title={state.seedHash}>
            {t('seedHash')} <code>{state.seedHash.slice(0, 16)}…</code>
          </p>
          <p className={styles.balance}>
            {t('balance')} <strong>{money(toMajor(balance), currency)}</strong>
          </p>
        </div>
      </section>

      <LiveResults results={state.lastResults} />

      <section className={styles.betting} aria-label={t('betting')}>
        <ChipValuePicker
          values={values}
          value={chipValue}
          currency={currency}
          label={board('chipValue')}
          onChange={setChosenChip}
        />
        <Segmented
          label={board('mode')}
          options={MODES.map((value) => ({ value, label: board(`modes.${value}`) }))}
          value={mode}
          onChange={(next) => {
            setMode(next);
            setPicks([]);
          }}
        />
        <RouletteTable
          stakes={stakes}
          picks={picks}
          pocket={result && !result.voided ? result.pocket : null}
          disabled={busy}
          onNumber={pickNumber}
          onBet={put}
        />
        <div className={styles.actions}>
          <p>
            {board('total')} <strong>{money(toMajor(stake), currency)}</strong>
          </p>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || placements.length === 0}
            onClick={() => setPlacements([])}
          >
            {board('clear')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void placeBets()}
          >
            {t('place')}
          </button>
        </div>
        {notice ? (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        ) : null}
      </section>

      <section className={styles.bets} aria-label={t('bets')}>
        <h3>{t('bets')}</h3>
        {state.bets.length === 0 ? (
          <p className={styles.empty}>{t('noBets')}</p>
        ) : (
          <ul>
            {state.bets.map((bet) => (
              <li key={bet.betId} data-mine={bet.mine || undefined}>
                <span>{bet.mine ? t('you') : bet.player}</span>
                <span>{bet.chips.map((chip) => label(chipBetOfLive(chip))).join(', ')}</span>
                <strong>{money(toMajor(bet.amount), currency)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
