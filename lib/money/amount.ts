import { z } from 'zod';

/**
 * Money in the API is major units with at most two decimals (spec §3: `100`, `99.5`, `0.01`);
 * in the database it is integer minor units. Every currency here has two decimals.
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

/** True when the number has at most two decimals (allowing float noise such as 0.1 + 0.2). */
function hasTwoDecimals(value: number) {
  return Math.abs(value * MINOR_UNITS - Math.round(value * MINOR_UNITS)) < 1e-6;
}

/**
 * An amount as the API receives it: a positive number or numeric string with at most two
 * decimals, at most MAX_AMOUNT; answers minor units. More decimals is `invalid_amount`.
 */
export const amountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, { error: 'invalid_amount' }),
    ],
    // Neither a number nor a string: say which, rather than zod's generic union message.
    { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_amount') },
  )
  .transform((value) => Number(value))
  .pipe(
    z
      .number({ error: 'invalid_amount' })
      .finite({ error: 'invalid_amount' })
      .positive({ error: 'invalid_amount' })
      .max(MAX_AMOUNT, { error: 'too_big' })
      .refine(hasTwoDecimals, { error: 'invalid_amount' })
      .transform(toMinor),
  );
