import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS } from '@/lib/constants/casino';
import {
  OFFICE_GAME_VISIBILITIES,
  OFFICE_GAMES_MAX_PAGE,
  OFFICE_GAMES_PAGE,
} from '@/lib/constants/casino-office';
import { CASINO_GAME_KINDS } from './casino';

/**
 * The back office's Casino section (issue 36), `casino.manage`: the catalogue as staff see it,
 * hidden games included, and its studios with their counts. The switches, the sync, free spins,
 * reconciliation and the round look-up have their own contracts (`casino.ts`, `free-spins.ts`,
 * `casino-reconciliation.ts`, `casino-rounds.ts`).
 */

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'invalid_value' });

/** A game's id in the query string: a whole number from 1 to the largest `integer`. */
const gameIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, { error: 'invalid_value' }));

/**
 * `GET /operator/casino/games?q=&provider=&aggregator=&kind=&visible=&before=&limit=`: every
 * game of the catalogue, newest first (by id), `before` the previous page's `next`.
 */
export const operatorCasinoGamesQuerySchema = z.strictObject({
  /** Part of the slug or of the name in any language, case-insensitive. */
  q: z.string().trim().max(100, { error: 'too_long' }).optional(),
  /** A studio's slug. */
  provider: slugSchema.optional(),
  aggregator: z.enum(CASINO_AGGREGATORS, { error: 'invalid_value' }).optional(),
  kind: z.enum(CASINO_GAME_KINDS, { error: 'invalid_value' }).optional(),
  visible: z.enum(OFFICE_GAME_VISIBILITIES, { error: 'invalid_value' }).optional(),
  /** The cursor: games older (a lower id) than this one. */
  before: gameIdSchema.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { error: 'invalid_value' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'invalid_value' })
        .max(OFFICE_GAMES_MAX_PAGE, { error: 'invalid_value' }),
    )
    .default(OFFICE_GAMES_PAGE),
});
export type OperatorCasinoGamesQuery = z.output<typeof operatorCasinoGamesQuerySchema>;

/** A game as staff see it: both switches, the aggregator's ids and when a sync last wrote it. */
export const officeCasinoGameSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.object({ ru: z.string(), en: z.string(), kz: z.string() }),
    provider: z.object({ slug: z.string(), name: z.string(), enabled: z.boolean() }),
    aggregator: z.enum(CASINO_AGGREGATORS),
    /** The aggregator's id of the game. */
    external_code: z.string(),
    kind: z.enum(CASINO_GAME_KINDS),
    /** Declared RTP in percent, two decimals, as text; null when the aggregator gives none. */
    rtp: z.string().nullable(),
    volatility: z.enum(['low', 'medium', 'high']).nullable(),
    has_demo: z.boolean(),
    has_free_spins: z.boolean(),
    /** A path on the site; null when the game has no artwork. */
    image: z.string().nullable(),
    /** The operator's switch (`PUT /operator/casino/games/{slug}`); a sync never changes it. */
    enabled: z.boolean(),
    /** Listed and enabled at the aggregator by its last sync. */
    available: z.boolean(),
    /** Players see it: on, listed and its studio on (countries in `blocked_countries` aside). */
    visible: z.boolean(),
    blocked_countries: z.array(z.string()),
    created_at: z.string(),
    /** The last sync that wrote the game. */
    synced_at: z.string(),
  })
  .meta({ id: 'OfficeCasinoGame' });
export type OfficeCasinoGame = z.infer<typeof officeCasinoGameSchema>;

export const operatorCasinoGamesAnswerSchema = z.object({
  games: z.array(officeCasinoGameSchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.number().nullable(),
});
export type OperatorCasinoGamesAnswer = z.infer<typeof operatorCasinoGamesAnswerSchema>;

/** A studio's games by what players see of them. */
const gameCountsSchema = z.object({
  total: z.number(),
  /** On and listed: players see them while the studio is shown. */
  playable: z.number(),
  /** Switched off by the operator. */
  off: z.number(),
  /** Not listed by the aggregator's last sync. */
  unlisted: z.number(),
});

export const officeCasinoProviderSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** The operator's switch (`PUT /operator/casino/providers/{slug}`): off hides every game. */
    enabled: z.boolean(),
    games: gameCountsSchema,
    /** The aggregators that serve its games. */
    aggregators: z.array(z.enum(CASINO_AGGREGATORS)),
  })
  .meta({ id: 'OfficeCasinoProvider' });
export type OfficeCasinoProvider = z.infer<typeof officeCasinoProviderSchema>;

/**
 * An aggregator's part of the catalogue: whether this deployment connects it (a sync of one
 * that is not is a 422), its games and the time its last sync wrote them (null before any).
 * The sync's own counts are answered to `POST /operator/casino/sync` and logged, not stored.
 */
export const officeCasinoAggregatorSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  configured: z.boolean(),
  games: z.number(),
  last_synced_at: z.string().nullable(),
});
export type OfficeCasinoAggregator = z.infer<typeof officeCasinoAggregatorSchema>;

/** `GET /operator/casino/providers`: every studio, hidden ones too, and every aggregator. */
export const operatorCasinoProvidersAnswerSchema = z.object({
  providers: z.array(officeCasinoProviderSchema),
  aggregators: z.array(officeCasinoAggregatorSchema),
});
export type OperatorCasinoProvidersAnswer = z.infer<typeof operatorCasinoProvidersAnswerSchema>;
