/**
 * How the multiplier grows while a round runs, bustabit's curve: m(t) = e^(0.00006 · t), t in ms
 * since the round started (2× at 11.6 s, 10× at 38.4 s, 100× at 76.8 s), shown and paid in
 * hundredths rounded down. The server and the browser use these functions alone: the server pays a
 * cash-out at the multiplier of the moment it received it, the browser draws the same curve from the
 * round's start time, so nothing about the multiplier needs to be sent while it grows.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier, in hundredths, `elapsedMs` after the start (100 at 0). */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs));
}

/** The first whole millisecond at which the multiplier reads at least `hundredths`. */
export function elapsedToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS));
  // The estimate is within a millisecond or two of the answer either way.
  while (t > 0 && multiplierAt(t - 1) >= hundredths) t -= 1;
  while (multiplierAt(t) < hundredths) t += 1;
  return t;
}

/**
 * When a round with this crash point ends: the first millisecond at which the multiplier would
 * pass it. Until then the multiplier is at most the crash point, so a cash-out received before it
 * wins, one at exactly the crash point included.
 */
export function crashElapsed(crashPoint: number): number {
  return elapsedToReach(crashPoint + 1);
}
