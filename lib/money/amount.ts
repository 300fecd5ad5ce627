import { z } from '@/lib/zod';
import { MAX_AMOUNT, MINOR_UNITS, toMinor } from './units';

// Conversions live in units.ts, zod-free, for code that reaches the browser's first load.

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
