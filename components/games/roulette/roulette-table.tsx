'use client';

import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { CSSProperties } from 'react';
import { chipWins } from '@/lib/games/roulette/bets';
import { pocketColor } from '@/lib/games/roulette/layout';
import { betKey, type ChipBet } from './roulette-chips';
import { useChipLabel } from './use-chip-label';
import styles from './roulette.module.css';

type RouletteTableProps = {
  /** Chip totals by bet key, minor units. */
  stakes: ReadonlyMap<string, number>;
  /** Numbers picked towards a split, street, corner or line. */
  picks: readonly number[];
  /** The pocket of the last spin, once shown. */
  pocket: number | null;
  disabled: boolean;
  onNumber: (number: number) => void;
  onBet: (bet: ChipBet) => void;
};

const DOZENS = [1, 2, 3] as const;
/** Columns top to bottom as the table shows them: column 3 (3, 6 … 36) is the top row. */
const COLUMN_ROWS = [3, 2, 1] as const;
const OUTSIDE = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

/** A cell's grid area, across (wide frame) and upright (narrow frame); the CSS picks one. */
function place(across: [row: string | number, column: string | number], upright: typeof across) {
  return {
    '--row': across[0],
    '--column': across[1],
    '--upright-row': upright[0],
    '--upright-column': upright[1],
  } as CSSProperties;
}

/**
 * The European layout: 0 on the left, 1–36 in three rows of twelve (3, 6 … 36 on top), the
 * columns' 2:1 at the row ends, the dozens and the even-money bets below. In a narrow frame the
 * table stands upright, as on a phone casino: 0 on top, twelve rows of 1–2–3, the dozens and
 * even-money bets on the left. Every cell is a button; its chips show on it, and after a spin
 * the cells that won are marked.
 */
export function RouletteTable({
  stakes,
  picks,
  pocket,
  disabled,
  onNumber,
  onBet,
}: RouletteTableProps) {
  const t = useTranslations('RouletteBoard');
  const format = useNumberFormat();
  const label = useChipLabel();

  const chipOn = (bet: ChipBet) => {
    const minor = stakes.get(betKey(bet));
    return minor ? format.number(minor / 100, { maximumFractionDigits: 2 }) : null;
  };
  const cellLabel = (text: string, bet: ChipBet) => {
    const chip = chipOn(bet);
    return chip ? t('cellWithChips', { bet: text, amount: chip }) : text;
  };
  const won = (bet: ChipBet) => pocket !== null && chipWins({ ...bet, amount: 1 }, pocket);

  function cell(
    bet: ChipBet,
    text: string,
    content: string,
    className: string | undefined,
    style: CSSProperties,
  ) {
    const chip = chipOn(bet);
    return (
      <button
        key={betKey(bet)}
        type="button"
        className={className}
        style={style}
        disabled={disabled}
        // The name holds what the cell shows ("Column 1, 2:1", "2nd dozen, 13–24"): a voice user
        // says the text they see (WCAG 2.5.3).
        aria-label={cellLabel(content === text ? text : `${text}, ${content}`, bet)}
        data-won={won(bet) || undefined}
        onClick={() => onBet(bet)}
      >
        {content}
        {chip ? <span className={styles.chip}>{chip}</span> : null}
      </button>
    );
  }

  const numbers = Array.from({ length: 37 }, (_, number) => number);

  return (
    <div className={styles.tableFrame}>
      <div className={styles.table} role="group" aria-label={t('table')}>
        {numbers.map((number) => {
          const straight: ChipBet = { kind: 'straight', numbers: [number] };
          const chip = chipOn(straight);
          const color = pocketColor(number);
          const text = t('number', { number, color: t(`colors.${color}`) });
          const column = Math.floor((number - 1) / 3);
          const placement =
            number === 0
              ? place(['1 / 4', 1], [1, '3 / 6'])
              : place([3 - ((number - 1) % 3), 2 + column], [2 + column, 3 + ((number - 1) % 3)]);
          return (
            <button
              key={number}
              type="button"
              className={styles.number}
              data-color={color}
              data-won={pocket === number || undefined}
              aria-pressed={picks.includes(number) || undefined}
              style={placement}
              disabled={disabled}
              aria-label={cellLabel(text, straight)}
              onClick={() => onNumber(number)}
            >
              {number}
              {chip ? <span className={styles.chip}>{chip}</span> : null}
            </button>
          );
        })}
        {COLUMN_ROWS.map((index, row) =>
          cell(
            { kind: 'column', index },
            label({ kind: 'column', index }),
            '2:1',
            styles.outside,
            place([row + 1, 14], [14, 2 + index]),
          ),
        )}
        {DOZENS.map((index) =>
          cell(
            { kind: 'dozen', index },
            label({ kind: 'dozen', index }),
            t('dozenShort', { index }),
            styles.outside,
            place([4, `${2 + (index - 1) * 4} / span 4`], [`${2 + (index - 1) * 4} / span 4`, 2]),
          ),
        )}
        {OUTSIDE.map((kind, position) =>
          cell(
            { kind },
            label({ kind }),
            label({ kind }),
            kind === 'red' || kind === 'black'
              ? `${styles.outside} ${styles[kind]}`
              : styles.outside,
            place([5, `${2 + position * 2} / span 2`], [`${2 + position * 2} / span 2`, 1]),
          ),
        )}
      </div>
    </div>
  );
}
