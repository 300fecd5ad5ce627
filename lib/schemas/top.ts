import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { TOP_PERIODS, TOP_PRODUCTS } from '@/lib/constants/top';

/**
 * The top list (`/top`, issue 21) and the exchange rates it ranks by. Amounts in major units;
 * a board's `score` is in the base currency (`BASE_CURRENCY`), a multiplier as a plain number.
 */

/** `GET /top?period=&product=`. */
export const topQuerySchema = z.object({
  period: z.enum(TOP_PERIODS).default('24h'),
  product: z.enum(TOP_PRODUCTS).default('all'),
});

export const topRowSchema = z.object({
  place: z.number(),
  /** Masked (`Al***`); players who hide their statistics are not on the boards. */
  player: z.string(),
  /** Null on the wagered board across every product. */
  product: z.enum(TOP_PRODUCTS).exclude(['all']).nullable(),
  /** The game's slug (`dice`, a slot's slug, `rooms:low`, `sports`); null as above. */
  game: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  /** The bet's stake and payout in its currency; null on the wagered board. */
  stake: z.number().nullable(),
  payout: z.number().nullable(),
  /** Win or wagered in the base currency, or the multiplier. */
  score: z.number(),
  at: z.iso.datetime(),
});

export const topAnswerSchema = z
  .object({
    period: z.enum(TOP_PERIODS),
    product: z.enum(TOP_PRODUCTS),
    base_currency: z.enum(CURRENCIES),
    /** When the boards were computed; null before the first computation. */
    computed_at: z.iso.datetime().nullable(),
    boards: z.object({
      wins: z.array(topRowSchema),
      multipliers: z.array(topRowSchema),
      wagered: z.array(topRowSchema),
    }),
  })
  .meta({ id: 'TopAnswer' });

const rateSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** Base-currency units one unit of `currency` is worth. */
  rate: z.number(),
  updated_at: z.iso.datetime(),
});

/** `GET /operator/exchange-rates`. */
export const exchangeRatesAnswerSchema = z
  .object({ base_currency: z.enum(CURRENCIES), rates: z.array(rateSchema) })
  .meta({ id: 'ExchangeRates' });

/** `PUT /operator/exchange-rates`: positive, at most eight decimals; the base currency stays 1. */
export const putExchangeRatesRequestSchema = z.strictObject({
  rates: z
    .array(
      z.strictObject({
        currency: z.enum(CURRENCIES),
        rate: z
          .number()
          .positive({ error: 'invalid_value' })
          .max(1_000_000, { error: 'invalid_value' })
          .refine((value) => Number.isInteger(Math.round(value * 1e8)) && value * 1e8 >= 1, {
            error: 'invalid_value',
          }),
      }),
    )
    .min(1)
    .max(CURRENCIES.length),
});
