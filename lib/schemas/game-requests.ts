import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { IN_HOUSE_GAMES, MINER_CELLS, ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import { COIN_SIDES } from '@/lib/games/coinflip/coinflip';
import { DICE_DIRECTIONS } from '@/lib/games/dice/dice';
import { HILO_GUESSES } from '@/lib/games/hilo/cards';
import { KENO_RISKS } from '@/lib/games/keno/paytables';
import { ROULETTE_PAYOUTS, type RouletteBetKind } from '@/lib/games/roulette/bets';
import { clientSeedProblem } from '@/lib/games/fair/seeds';
import { amountSchema } from '@/lib/money/amount';

/**
 * Request bodies and queries of the in-house games and fairness calls (issue 7), shared by the
 * API and the browser. Amounts are major units in, minor units out (`amountSchema`); the games'
 * own rules (a dice target's range, keno picks, mine counts) are checked by `lib/games` in the
 * services, so the messages name the field either way.
 */

/** The client's idempotency key of a bet: 8–64 of `A–Z a–z 0–9 _ -`. */
export const betKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid_value' });

/** A client seed: 1–64 printable ASCII characters, no space at either end. */
export const clientSeedSchema = z.string().superRefine((value, context) => {
  const problem = clientSeedProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const clientSeedBodySchema = z.strictObject({ client_seed: clientSeedSchema });
export const rotateBodySchema = z.strictObject({ client_seed: clientSeedSchema.optional() });

export const diceBetSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
  target: z.number(),
  direction: z.enum(DICE_DIRECTIONS),
});

export const coinflipBetSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
  side: z.enum(COIN_SIDES),
});

/** A roulette chip; which of `numbers` and `index` a kind needs, the service checks. */
export const rouletteChipInputSchema = z.strictObject({
  kind: z.enum(Object.keys(ROULETTE_PAYOUTS) as [RouletteBetKind, ...RouletteBetKind[]]),
  numbers: z.array(z.number().int()).max(6).optional(),
  index: z.number().int().optional(),
  amount: amountSchema,
});

export const rouletteBetSchema = z.strictObject({
  key: betKeySchema,
  bets: z.array(z.unknown()).min(1, { error: 'invalid_value' }).max(ROULETTE_MAX_CHIPS, {
    error: 'invalid_value',
  }),
});

export const kenoBetSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
  picks: z.array(z.number()),
  risk: z.enum(KENO_RISKS),
});

export const caseOpenSchema = z.strictObject({ key: betKeySchema });

export const hiloStartSchema = z.strictObject({ key: betKeySchema, amount: amountSchema });
export const hiloGuessSchema = z.strictObject({
  guess: z.enum([...HILO_GUESSES, 'skip']),
});

export const minerStartSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
  mines: z.number(),
});
export const minerRevealSchema = z.strictObject({
  cell: z
    .number()
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .max(MINER_CELLS - 1, { error: 'invalid_value' }),
});

/** A positive whole number from the query string (`?page=2`). */
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'invalid_value' }));

export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  per_page: pageNumber.pipe(z.number().max(100, { error: 'invalid_value' })).default(20),
});

export const betsQuerySchema = pageQuerySchema.extend({
  game: z.enum(IN_HOUSE_GAMES).optional(),
});

export const currencyQuerySchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
});
