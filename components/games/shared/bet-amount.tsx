'use client';

import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useEffect, useId } from 'react';
import type { BetRange, LimitedGame } from '@/lib/constants/games';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';
import { betRange } from '@/lib/hooks/behaviour/use-bet-amount';
import { toMajor, toMinor } from '@/lib/money/units';
import { amountProblem, parseAmount } from '@/lib/payments/limits';
import { ActionButton } from '@/components/ui/action-button';
import styles from './games.module.css';

type BetAmountProps = (
  | { game: LimitedGame; range?: never }
  /** Limits of a game outside `BET_LIMITS` (a room: its minimum and what the player may still stake). */
  | { game?: never; range: BetRange }
) & {
  /** The amount as typed, major units. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * The bet amount of a game board in the player's currency (RUB for guests), with the game's
 * limits (spec §9, or the `range` given) under it and Min, ½, ×2 and Max buttons that stay within them.
 * A range of one amount (the wheel, roulette in KZT) is a fixed stake: shown as text, with no
 * input or buttons that could not change it.
 */
export function BetAmount({ game, range, value, onChange, disabled }: BetAmountProps) {
  const t = useTranslations('GameTable.amount');
  const format = useNumberFormat();
  const currency = useBetCurrency();
  const id = useId();
  const { min, max } = range ?? betRange(game, currency);
  const problem = amountProblem(value, { min, max });
  const money = (amount: number) => format.number(amount, { style: 'currency', currency });
  const fixed = toMinor(min) === toMinor(max);

  // A fixed stake is the only amount the board may send: a value typed before (another
  // currency's, a room's larger allowance) gives way to it.
  useEffect(() => {
    if (fixed && problem) onChange(String(min));
  }, [fixed, problem, min, onChange]);

  if (fixed) {
    return (
      <div className={styles.betAmount}>
        <p className={styles.fixedStake}>{t('fixed', { amount: money(min) })}</p>
      </div>
    );
  }

  // Whole cents, within the limits; an unreadable value counts as the minimum.
  const current = problem === 'invalid' ? toMinor(min) : toMinor(parseAmount(value));
  const set = (minor: number) =>
    onChange(String(toMajor(Math.min(toMinor(max), Math.max(toMinor(min), minor)))));

  const limitsId = `${id}-limits`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.betAmount}>
      <label htmlFor={id}>{t('label', { currency })}</label>
      <div className={styles.amountRow}>
        <input
          id={id}
          name="amount"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step="0.01"
          value={value}
          // Read-only, not disabled: a field that turns disabled loses the focus, and Enter in it
          // is how a keyboard player bets again (issue 42).
          readOnly={disabled}
          aria-disabled={disabled || undefined}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${limitsId}` : limitsId}
        />
        <div className={styles.quick} role="group" aria-label={t('quick')}>
          <ActionButton
            unavailable={disabled}
            aria-label={t('min')}
            onClick={() => set(toMinor(min))}
          >
            {t('minShort')}
          </ActionButton>
          <ActionButton
            unavailable={disabled}
            aria-label={t('half')}
            onClick={() => set(Math.floor(current / 2))}
          >
            ½
          </ActionButton>
          <ActionButton
            unavailable={disabled}
            aria-label={t('double')}
            onClick={() => set(current * 2)}
          >
            ×2
          </ActionButton>
          <ActionButton
            unavailable={disabled}
            aria-label={t('max')}
            onClick={() => set(toMinor(max))}
          >
            {t('maxShort')}
          </ActionButton>
        </div>
      </div>
      <p id={limitsId} className={styles.limits}>
        {t('limits', { min: money(min), max: money(max) })}
      </p>
      {problem ? (
        <p id={errorId} className="field-error">
          {t(`problem.${problem}`, { min: money(min), max: money(max) })}
        </p>
      ) : null}
    </div>
  );
}
