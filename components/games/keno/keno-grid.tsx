'use client';

import { useTranslations } from 'next-intl';
import { KENO_MAX_PICKS, KENO_NUMBERS } from '@/lib/constants/games';
import { gridKeyDown } from '../grid-keys';
import styles from './keno.module.css';

const COLUMNS = 8;
const NUMBERS = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);

/**
 * The 40 numbers: pressed ones are the player's picks; once a draw is shown, drawn numbers are
 * marked and picked ones among them are hits. Arrow keys move between numbers.
 */
export function KenoGrid({
  picks,
  drawn,
  disabled,
  onToggle,
}: {
  picks: readonly number[];
  /** The numbers drawn so far (revealed one by one). */
  drawn: readonly number[];
  disabled: boolean;
  onToggle: (number: number) => void;
}) {
  const t = useTranslations('Keno');
  const full = picks.length >= KENO_MAX_PICKS;
  return (
    <div
      className={styles.grid}
      role="group"
      aria-label={t('numbers')}
      onKeyDown={gridKeyDown(COLUMNS)}
    >
      {NUMBERS.map((number) => {
        const picked = picks.includes(number);
        const wasDrawn = drawn.includes(number);
        const state = wasDrawn ? (picked ? 'hit' : 'drawn') : undefined;
        const blocked = disabled || (full && !picked);
        return (
          <button
            key={number}
            type="button"
            className={styles.number}
            data-state={state}
            aria-pressed={picked}
            aria-disabled={blocked || undefined}
            aria-label={state ? t(`numberState.${state}`, { number }) : String(number)}
            onClick={() => {
              if (!blocked) onToggle(number);
            }}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
