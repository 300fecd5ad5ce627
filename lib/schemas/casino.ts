import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS, CASINO_SORTS } from '@/lib/constants/casino';
import { locales } from '@/lib/i18n/config';
import { CASINO_GAME_KINDS } from './casino-answers';
import { pageNumberSchema } from './common';

/**
 * The casino catalogue's contracts (issue 17): the slots and live-casino grids, one game for its
 * launch page, favourites, recently played, and the operator's switches and sync. The answers the
 * browser checks are `./casino-answers.ts`'s (zod/mini), exported here too.
 */

export * from './casino-answers';
export { CASINO_SORTS, type CasinoSort } from '@/lib/constants/casino';

/** A provider's or a tag's slug in a query or a path: lower-case `[a-z0-9-]`. */
const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'invalid_value' });

const flagSchema = z
  .enum(['1', '0', 'true', 'false'], { error: 'invalid_value' })
  .transform((value) => value === '1' || value === 'true');

/** `GET /casino/games?kind=&provider=&category=&q=&sort=&lang=&favourite=&cursor=&limit=`. */
export const casinoGamesQuerySchema = z.object({
  kind: z.enum(CASINO_GAME_KINDS, { error: 'invalid_value' }).optional(),
  provider: slugSchema.optional(),
  /** A tag: `new`, `popular`, `free-spins`, `live`, `bonus-buy`… */
  category: slugSchema.optional(),
  /** Part of the name in any language, case-insensitive. */
  q: z.string().trim().max(100, { error: 'too_long' }).optional(),
  sort: z.enum(CASINO_SORTS, { error: 'invalid_value' }).default('popular'),
  /** The language `sort=name` orders by. */
  lang: z.enum(locales, { error: 'invalid_value' }).default('ru'),
  /** Only the signed-in player's favourites (401 for a guest). */
  favourite: flagSchema.optional(),
  /** `next_cursor` of the previous page, with the same filters and sort. */
  cursor: z.string().max(400, { error: 'invalid_value' }).optional(),
  limit: pageNumberSchema
    .pipe(z.number().min(1, { error: 'invalid_value' }).max(60, { error: 'invalid_value' }))
    .default(24),
});
export type CasinoGamesQuery = z.output<typeof casinoGamesQuerySchema>;

/** `GET /casino/providers?kind=`. */
export const casinoProvidersQuerySchema = z.object({
  kind: casinoGamesQuerySchema.shape.kind,
});

// Operator endpoints

/**
 * `PUT /operator/casino/games/{slug}` and `PUT /operator/casino/providers/{slug}`: show or hide.
 * `reason` is kept in the audit trail beside who switched it.
 */
export const operatorSwitchRequestSchema = z.object({
  enabled: z.boolean(),
  reason: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(500),
});
export type OperatorSwitchRequest = z.infer<typeof operatorSwitchRequestSchema>;
export const operatorSwitchAnswerSchema = z.object({ slug: z.string(), enabled: z.boolean() });

/** `POST /operator/casino/sync`. */
export const catalogueSyncRequestSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS, { error: 'invalid_value' }),
});

export const catalogueSyncAnswerSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  listed: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  images: z.number().int(),
  image_errors: z.number().int(),
});
