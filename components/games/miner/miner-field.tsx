'use client';

import { useTranslations } from 'next-intl';
import { MINER_SIDE } from '@/lib/games/miner/field';
import { gridKeyDown } from '../grid-keys';
import type { CellState } from './miner-view';
import styles from './miner.module.css';

const ICONS: Record<CellState, string> = { hidden: '', safe: '◆', mine: '✹', exploded: '✹' };

/**
 * The 5 × 5 field. Hidden cells open on click or Enter while `playable`; arrow keys move between
 * cells. Each cell's name says its row, column and what it shows.
 */
export function MinerField({
  states,
  playable,
  onReveal,
}: {
  states: readonly CellState[];
  playable: boolean;
  onReveal: (cell: number) => void;
}) {
  const t = useTranslations('Miner');
  return (
    <div
      className={styles.field}
      role="group"
      aria-label={t('field')}
      onKeyDown={gridKeyDown(MINER_SIDE)}
    >
      {states.map((state, cell) => {
        const blocked = !playable || state !== 'hidden';
        return (
          <button
            key={cell}
            type="button"
            className={styles.cell}
            data-state={state}
            aria-disabled={blocked || undefined}
            aria-label={t(`cell.${state}`, {
              row: Math.floor(cell / MINER_SIDE) + 1,
              column: (cell % MINER_SIDE) + 1,
            })}
            onClick={() => {
              if (!blocked) onReveal(cell);
            }}
          >
            <span aria-hidden="true">{ICONS[state]}</span>
          </button>
        );
      })}
    </div>
  );
}
