import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS, CASINO_SORTS } from '@/lib/constants/casino';
import { CURRENCIES } from '@/lib/constants/currencies';
import { locales } from '@/lib/i18n/config';
import { pageNumberSchema } from './common';

/**
 * The casino catalogue's contracts (issue 17): the slots and live-casino grids, one game for its
 * launch page, favourites, recently played, and the operator's switches and sync.
 */

export const CASINO_GAME_KINDS = ['slot', 'live', 'table'] as const;
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

const localizedNameSchema = z.object({ ru: z.string(), en: z.string(), kz: z.string() });

/** A tile of the grid. */
export const casinoGameSummarySchema = z
  .object({
    slug: z.string(),
    /** Every language: the page picks its own, and the search matched any. */
    name: localizedNameSchema,
    provider: z.object({ slug: z.string(), name: z.string() }),
    kind: z.enum(CASINO_GAME_KINDS),
    /** A path on the site (`/api/casino/images/…`); null when the game has no artwork. */
    image: z.string().nullable(),
    tags: z.array(z.string()),
    /** Declared RTP in percent, two decimals, as text. */
    rtp: z.string().nullable(),
    volatility: z.enum(['low', 'medium', 'high']).nullable(),
    has_demo: z.boolean(),
    has_free_spins: z.boolean(),
    /** A live game's tables: how many, and how many are open now; null for other kinds. */
    tables: z.object({ total: z.number().int(), open: z.number().int() }).nullable(),
    /** Present for a signed-in player. */
    is_favourite: z.boolean().optional(),
  })
  .meta({ id: 'CasinoGameSummary' });
export type CasinoGameSummary = z.infer<typeof casinoGameSummarySchema>;

export const casinoGamesAnswerSchema = z.object({
  games: z.array(casinoGameSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type CasinoGamesAnswer = z.infer<typeof casinoGamesAnswerSchema>;

/** `GET /casino/providers?kind=`. */
export const casinoProvidersQuerySchema = z.object({
  kind: casinoGamesQuerySchema.shape.kind,
});

export const casinoProvidersAnswerSchema = z.object({
  providers: z.array(z.object({ slug: z.string(), name: z.string(), games: z.number().int() })),
});
export type CasinoProvidersAnswer = z.infer<typeof casinoProvidersAnswerSchema>;

const tableLimitSchema = z.object({ min: z.number(), max: z.number() });

/** A live table; limits are major units per currency. */
export const casinoLiveTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  dealer_name: z.string().nullable(),
  limits: z.partialRecord(z.enum(CURRENCIES), tableLimitSchema),
  /** `HH:MM` UTC; null for a table open around the clock. */
  open_time: z.string().nullable(),
  close_time: z.string().nullable(),
  is_open: z.boolean(),
});

/** `GET /casino/games/{slug}`: the launch page's game. */
export const casinoGameAnswerSchema = casinoGameSummarySchema
  .extend({
    paylines: z.number().int().nullable(),
    max_win_x: z.number().int().nullable(),
    has_lobby: z.boolean(),
    platforms: z.array(z.string()),
    /** The currencies it takes; empty means all of the site's. */
    currencies: z.array(z.enum(CURRENCIES)),
    release_date: z.string().nullable(),
    /**
     * False when the game is blocked in the visitor's country: the page says so instead of
     * opening it (a 451 would send the visitor to /no-access, as for the whole site).
     */
    available_here: z.boolean(),
    live_tables: z.array(casinoLiveTableSchema),
  })
  .meta({ id: 'CasinoGame' });
export type CasinoGameAnswer = z.infer<typeof casinoGameAnswerSchema>;

/** `PUT`/`DELETE /casino/favourites/{slug}`. */
export const casinoFavouriteAnswerSchema = z.object({
  slug: z.string(),
  is_favourite: z.boolean(),
});

/** `GET /casino/recent`: the games the player launched, latest first. */
export const casinoRecentAnswerSchema = z.object({ games: z.array(casinoGameSummarySchema) });

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
