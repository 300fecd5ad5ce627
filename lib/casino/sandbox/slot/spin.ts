import { linePay, symbolRoles } from './lines';
import { stopsProblem, windowAt } from './strips';
import type { SlotConfig, SlotLineWin, SlotMode, SlotSpin } from './types';

/** Credits the scatters pay anywhere: scatterPays × the total bet (= lines credits). */
export function scatterCredits(config: SlotConfig, count: number): number {
  return count >= 3 ? config.scatterPays[Math.min(count, 5) - 3]! * config.paylines.length : 0;
}

/** Free spins the scatters award in this mode (none in free spins without retriggers). */
export function freeSpinsFor(config: SlotConfig, mode: SlotMode, count: number): number {
  if (count < 3 || (mode === 'free' && !config.freeSpins.retrigger)) return 0;
  return config.freeSpins.awarded[Math.min(count, 5) - 3]!;
}

/** The multiplier of every win of a spin in this mode. */
export function modeMultiplier(config: SlotConfig, mode: SlotMode): number {
  return mode === 'free' ? config.freeSpins.multiplier : 1;
}

/** One spin at the given stops: the window, its winning lines, scatters and free spins. */
export function spinAt(config: SlotConfig, mode: SlotMode, stops: readonly number[]): SlotSpin {
  const problem = stopsProblem(config, mode, stops);
  if (problem) throw new RangeError(problem);
  const grid = windowAt(config, mode, stops);
  const lines: SlotLineWin[] = [];
  config.paylines.forEach((rows, line) => {
    const pay = linePay(
      config,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    if (pay) {
      const positions = rows.slice(0, pay.count).map((row, reel) => [reel, row] as const);
      lines.push({ line, ...pay, positions });
    }
  });
  const { scatter } = symbolRoles(config);
  const positions = grid.flatMap((column, reel) =>
    column.flatMap((symbol, row) => (symbol === scatter ? [[reel, row] as const] : [])),
  );
  const scatterWin = scatterCredits(config, positions.length);
  const multiplier = modeMultiplier(config, mode);
  const lineCredits = lines.reduce((sum, win) => sum + win.credits, 0);
  return {
    mode,
    stops: [...stops],
    grid,
    lines,
    scatter: { count: positions.length, positions, credits: scatterWin },
    freeSpinsAwarded: freeSpinsFor(config, mode, positions.length),
    multiplier,
    credits: (lineCredits + scatterWin) * multiplier,
  };
}
