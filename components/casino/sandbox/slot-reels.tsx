'use client';

import { useTranslations } from 'next-intl';
import type { SlotConfig, SlotLineWin } from '@/lib/casino/sandbox/slot/types';
import { SlotSymbolArt } from './slot-symbol';
import styles from './slot.module.css';

type SlotReelsProps = {
  config: SlotConfig;
  /** grid[reel][row] of the symbols each stopped reel shows. */
  grid: readonly (readonly string[])[];
  /** Which reels are turning. */
  turning: readonly boolean[];
  /** The lines to light up (those of the spin on the reels, once every reel stopped). */
  lines: readonly SlotLineWin[];
  /** [reel, row] of the scatters that paid or awarded free spins. */
  scatters: readonly (readonly [number, number])[];
};

// A line's colour by its index: distinct hues, bright on the dark frame.
const lineColor = (line: number) => `hsl(${(line * 47) % 360} 90% 60%)`;

/**
 * The 5×3 window. A turning reel shows its strip sliding down (a CSS loop; none when the visitor
 * asks for less motion); a stopped one its three symbols. Winning lines are drawn over the window
 * through the centres of their cells, and the symbols that make them glow.
 */
export function SlotReels({ config, grid, turning, lines, scatters }: SlotReelsProps) {
  const t = useTranslations('SandboxRgs.slot');
  const symbol = useTranslations('SandboxRgs.symbols') as unknown as (id: string) => string;
  const winning = new Set([
    ...lines.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)),
    ...scatters.map(([reel, row]) => `${reel}:${row}`),
  ]);

  return (
    <div className={styles.window} role="group" aria-label={t('reels')} data-testid="slot-reels">
      {grid.map((column, reel) =>
        turning[reel] ? (
          <div key={reel} className={styles.reel} data-turning aria-label={t('turning')} role="img">
            <div className={styles.strip}>
              {[
                ...config.reels.base[reel]!.slice(0, 6),
                ...config.reels.base[reel]!.slice(0, 6),
              ].map((id, i) => (
                <div key={i} className={styles.cell}>
                  <SlotSymbolArt id={id} />
                </div>
              ))}
            </div>
          </div>
        ) : (
          <div key={reel} className={styles.reel} data-stopped>
            {column.map((id, row) => (
              <div
                key={row}
                className={styles.cell}
                role="img"
                aria-label={symbol(id)}
                data-win={winning.has(`${reel}:${row}`) || undefined}
              >
                <SlotSymbolArt id={id} />
              </div>
            ))}
          </div>
        ),
      )}
      <svg
        className={styles.lines}
        viewBox="0 0 500 300"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        {lines.map((win) => (
          <polyline
            key={win.line}
            points={config.paylines[win.line]!.map(
              (row, reel) => `${reel * 100 + 50},${row * 100 + 50}`,
            ).join(' ')}
            stroke={lineColor(win.line)}
            data-line={win.line}
          />
        ))}
      </svg>
    </div>
  );
}
