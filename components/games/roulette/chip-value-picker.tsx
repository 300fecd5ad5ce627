'use client';

import { useGameFormat } from '@/components/games/shared/use-game-format';
import { toMajor } from '@/lib/money/units';
import styles from './chip-value-picker.module.css';

/** The chip values a roulette board offers, one chosen: a radio group of round chips. */
export function ChipValuePicker({
  values,
  value,
  currency,
  label,
  onChange,
}: {
  /** Minor units, ascending. */
  values: readonly number[];
  value: number;
  currency: string;
  label: string;
  onChange: (value: number) => void;
}) {
  const { money } = useGameFormat();
  return (
    <div className={styles.chipValues} role="radiogroup" aria-label={label}>
      {values.map((chip) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === value}
          className={styles.chipValue}
          onClick={() => onChange(chip)}
        >
          {money(toMajor(chip), currency)}
        </button>
      ))}
    </div>
  );
}
