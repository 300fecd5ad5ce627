'use client';

import { ChipValuePicker } from './chip-value-picker';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FairnessLine } from '@/components/games/shared/fairness-line';
import shared from '@/components/games/shared/games.module.css';
import { SoundToggle } from '@/components/games/shared/sound-toggle';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import { ActionButton } from '@/components/ui/action-button';
import { Segmented } from '@/components/ui/segmented';
import { browserApi } from '@/lib/api/browser';
import { placeBet } from '@/lib/api/games';
import { ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import type { InsideKind } from '@/lib/games/roulette/layout';
import { betAmountProblem, betRange } from '@/lib/hooks/behaviour/use-bet-amount';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { useSingleStepBet } from '@/lib/hooks/behaviour/use-single-step-bet';
import { toMajor } from '@/lib/money/units';
import type { RouletteAnswer } from '@/lib/schemas/games';
import {
  aggregate,
  betKey,
  canExtendGroup,
  chipValues,
  fitsChipLimit,
  INSIDE_SIZES,
  toPayload,
  totalStake,
  type ChipBet,
  type Placement,
} from './roulette-chips';
import { RouletteTable } from './roulette-table';
import { RouletteWheel, wheelAngle } from './roulette-wheel';
import { chipBetOf, useChipLabel } from './use-chip-label';
import styles from './roulette.module.css';

/** How long the wheel turns before the pocket is shown (the CSS transition's length). */
export const ROULETTE_SPIN_MS = 1800;

const MODES = Object.keys(INSIDE_SIZES) as InsideKind[];

/**
 * Roulette: pick a chip value and click the table. Numbers take straight bets, or
 * collect the numbers of a split, street, corner or line chosen above the table; dozens, columns
 * and the even-money bets take a chip at once. Undo takes back the last chip, Clear all of them.
 * Spin sends every chip in one bet; the wheel stops on the pocket and each chip shows its win.
 */
export function RouletteBoard() {
  const t = useTranslations('RouletteBoard');
  const table = useTranslations('GameTable');
  const { money } = useGameFormat();
  const label = useChipLabel();
  const currency = useBetCurrency();
  const values = chipValues(currency);
  const { bet, landed, busy, play } = useSingleStepBet<RouletteAnswer>({
    stepMs: ROULETTE_SPIN_MS,
  });
  const [chosenChip, setChosenChip] = useState<number | null>(null);
  const [mode, setMode] = useState<InsideKind>('straight');
  const [picks, setPicks] = useState<number[]>([]);
  // Chips belong to a currency: a guest's RUB chips go when the player's USD limits come in.
  const [layout, setLayout] = useState<{ currency: string; placements: Placement[] }>({
    currency,
    placements: [],
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [angle, setAngle] = useState(0);

  const placements = layout.currency === currency ? layout.placements : [];
  const setPlacements = (next: Placement[]) => setLayout({ currency, placements: next });
  const chipValue = chosenChip !== null && values.includes(chosenChip) ? chosenChip : values[0]!;
  const spinning = bet !== null && !landed;
  const shown = landed ? bet : null;

  const chips = aggregate(placements);
  const stakes = new Map(chips.map((chip) => [betKey(chip.bet), chip.amount]));
  const stake = toMajor(totalStake(placements));
  const limits = betRange('roulette', currency);
  const stakeProblem =
    placements.length > 0 ? betAmountProblem(String(stake), 'roulette', currency) : null;

  function put(chip: ChipBet) {
    if (busy) return;
    if (!fitsChipLimit(placements, chip)) {
      setNotice(t('tooManyChips', { max: ROULETTE_MAX_CHIPS }));
      return;
    }
    setNotice(null);
    setPlacements([...placements, { bet: chip, amount: chipValue }]);
  }

  function pickNumber(number: number) {
    if (busy) return;
    if (mode === 'straight') {
      put({ kind: 'straight', numbers: [number] });
      return;
    }
    const next = picks.includes(number)
      ? picks.filter((entry) => entry !== number)
      : [...picks, number];
    if (!canExtendGroup(mode, next)) {
      setNotice(t('notAGroup'));
      setPicks(canExtendGroup(mode, [number]) ? [number] : []);
      return;
    }
    setNotice(null);
    if (next.length === INSIDE_SIZES[mode]) {
      put({ kind: mode, numbers: next });
      setPicks([]);
    } else {
      setPicks(next);
    }
  }

  function chooseMode(next: InsideKind) {
    setMode(next);
    setPicks([]);
    setNotice(null);
  }

  async function spin() {
    if (busy) return;
    if (placements.length === 0) {
      setNotice(t('noChips'));
      return;
    }
    if (stakeProblem) return;
    const bets = toPayload(placements);
    await play(
      (key) => placeBet(browserApi(), 'roulette', { key, bets }),
      (answer) => setAngle((from) => wheelAngle(from, answer.result.pocket)),
    );
  }

  function outcome({ result, payout, win, currency: paid }: RouletteAnswer) {
    const pocket = { pocket: result.pocket, color: t(`colors.${result.color}`) };
    const amount = money(payout, paid);
    if (win) return t('result.win', { ...pocket, amount });
    return payout > 0 ? t('result.back', { ...pocket, amount }) : t('result.loss', pocket);
  }

  return (
    <div className={shared.board}>
      <div className={shared.controls} data-testid="bet-panel">
        <ChipValuePicker
          values={values}
          value={chipValue}
          currency={currency}
          label={t('chipValue')}
          onChange={setChosenChip}
        />
        <Segmented
          label={t('mode')}
          options={MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
          value={mode}
          onChange={chooseMode}
        />
        <p className={shared.limits}>{t(`modeHints.${mode}`)}</p>
        <dl className={shared.stats}>
          <div>
            <dt>{t('total')}</dt>
            <dd data-testid="roulette-total">{money(stake, currency)}</dd>
          </div>
        </dl>
        <p className={shared.limits}>
          {table('amount.limits', {
            min: money(limits.min, currency),
            max: money(limits.max, currency),
          })}
        </p>
        {stakeProblem ? (
          <p className="field-error">
            {table(`amount.problem.${stakeProblem}`, {
              min: money(limits.min, currency),
              max: money(limits.max, currency),
            })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || placements.length === 0}
            onClick={() => setPlacements(placements.slice(0, -1))}
          >
            {t('undo')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={busy || (placements.length === 0 && picks.length === 0)}
            onClick={() => {
              setPlacements([]);
              setPicks([]);
              setNotice(null);
            }}
          >
            {t('clear')}
          </button>
        </div>
        <ActionButton className="btn btn-primary btn-block" unavailable={busy} onClick={spin}>
          {busy ? t('spinning') : t('spin')}
        </ActionButton>
        {chips.length > 0 ? (
          <div>
            <h3 className={styles.listHeading}>{t('chips')}</h3>
            <ul className={styles.chipList}>
              {chips.map((chip) => (
                <li key={betKey(chip.bet)}>
                  <span>{label(chip.bet)}</span>
                  <span>{money(toMajor(chip.amount), currency)}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <section className={shared.stage} data-testid="game-stage" aria-labelledby="roulette-stage">
        <div className={shared.stageHeader}>
          <h2 id="roulette-stage">{t('stage')}</h2>
          <SoundToggle />
        </div>
        <div className={styles.spinArea}>
          <RouletteWheel angle={angle} spinning={spinning} />
          <div className={styles.pocket} data-color={shown?.result.color} aria-hidden="true">
            {shown ? shown.result.pocket : '–'}
          </div>
        </div>
        <p className={styles.notice} role="status" aria-live="polite">
          {notice ?? (picks.length > 0 ? t('picked', { numbers: picks.join(', ') }) : '')}
        </p>
        <RouletteTable
          stakes={stakes}
          picks={picks}
          pocket={shown?.result.pocket ?? null}
          disabled={busy}
          onNumber={pickNumber}
          onBet={put}
        />
        <p
          className={shared.outcome}
          data-result={shown ? (shown.win ? 'win' : 'loss') : undefined}
          role="status"
          aria-live="polite"
        >
          {shown ? outcome(shown) : spinning ? t('spinning') : table('outcome.idle')}
        </p>
        {shown ? (
          <ul className={styles.chipList} aria-label={t('lastSpin')}>
            {shown.result.chips.map((chip, index) => (
              <li key={index} data-won={chip.win || undefined}>
                <span>
                  {label(chipBetOf(chip.bet))} · {money(chip.bet.amount, shown.currency)}
                </span>
                <span>
                  {chip.win
                    ? t('chipWon', { amount: money(chip.payout, shown.currency) })
                    : t('chipLost')}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {shown ? <FairnessLine bet={shown} /> : null}
      </section>
    </div>
  );
}
