import { REELS, ROWS, type SlotConfig, type SlotMode } from './types';

/** The symbol at row `row` of a reel stopped at `stop` (strips wrap round). */
export function symbolAt(strip: readonly string[], stop: number, row: number): string {
  return strip[(stop + row) % strip.length]!;
}

/** The 5×3 window the stops show: grid[reel][row]. */
export function windowAt(config: SlotConfig, mode: SlotMode, stops: readonly number[]): string[][] {
  const strips = config.reels[mode];
  return strips.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => symbolAt(strip, stops[reel]!, row)),
  );
}

/** Why stops are refused, or null: one integer stop per reel, inside its strip. */
export function stopsProblem(
  config: SlotConfig,
  mode: SlotMode,
  stops: readonly number[],
): string | null {
  if (stops.length !== REELS) return `expected ${REELS} stops`;
  const strips = config.reels[mode];
  for (let reel = 0; reel < REELS; reel++) {
    const stop = stops[reel]!;
    if (!Number.isSafeInteger(stop) || stop < 0 || stop >= strips[reel]!.length) {
      return `bad stop ${stop} on reel ${reel + 1}`;
    }
  }
  return null;
}

/** A strip written as symbol ids separated by spaces or line breaks (easier to read than arrays). */
export function strip(text: string): string[] {
  return text.trim().split(/\s+/);
}
