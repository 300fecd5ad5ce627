/**
 * Money in the API is major units with at most two decimals (spec §3: `100`, `99.5`, `0.01`);
 * in the database it is integer minor units. Every currency here has two decimals.
 *
 * Apart from `amount.ts` (the API's amount schema) so that the game boards and the constants,
 * which only convert, do not bring zod into a page's first load.
 */
export const MINOR_UNITS = 100;

/** The largest amount the site handles in one operation, in major units. */
export const MAX_AMOUNT = 1_000_000_000;

/** Minor units of a major amount, exactly (`0.29` is 29, never 28.999…). */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_UNITS);
}

export function toMajor(minor: number): number {
  return minor / MINOR_UNITS;
}
