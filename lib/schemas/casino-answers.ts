// zod/mini only: the slots and live-casino pages check these on load, and a classic schema here
// would bring all of classic zod to them (lib/zod/mini-api.ts).
import * as zm from '@/lib/zod/mini-api';
import { CURRENCIES } from '@/lib/constants/currencies';

/**
 * The casino catalogue's answers to the browser (issue 17): the grid's tiles, the studios, one
 * game for its launch page, favourites and recently played. A catalogue page asks for its first
 * tiles as soon as it loads (`useCasinoGames`), so they are written with `zod/mini` (issue 41).
 * `./casino.ts` exports them with the rest of the catalogue's contracts.
 */

export const CASINO_GAME_KINDS = ['slot', 'live', 'table'] as const;

const localizedNameSchema = zm.object({ ru: zm.string(), en: zm.string(), kz: zm.string() });

/** A tile of the grid. */
export const casinoGameSummarySchema = zm
  .object({
    slug: zm.string(),
    /** Every language: the page picks its own, and the search matched any. */
    name: localizedNameSchema,
    provider: zm.object({ slug: zm.string(), name: zm.string() }),
    kind: zm.enum(CASINO_GAME_KINDS),
    /** A path on the site (`/api/casino/images/…`); null when the game has no artwork. */
    image: zm.nullable(zm.string()),
    tags: zm.array(zm.string()),
    /** Declared RTP in percent, two decimals, as text. */
    rtp: zm.nullable(zm.string()),
    volatility: zm.nullable(zm.enum(['low', 'medium', 'high'])),
    has_demo: zm.boolean(),
    has_free_spins: zm.boolean(),
    /** A live game's tables: how many, and how many are open now; null for other kinds. */
    tables: zm.nullable(zm.object({ total: zm.int(), open: zm.int() })),
    /** Present for a signed-in player. */
    is_favourite: zm.optional(zm.boolean()),
  })
  .register(zm.globalRegistry, { id: 'CasinoGameSummary' });
export type CasinoGameSummary = zm.infer<typeof casinoGameSummarySchema>;

export const casinoGamesAnswerSchema = zm.object({
  games: zm.array(casinoGameSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: zm.nullable(zm.string()),
});
export type CasinoGamesAnswer = zm.infer<typeof casinoGamesAnswerSchema>;

/** `GET /casino/providers?kind=`: the studios with games of that kind, and how many. */
export const casinoProvidersAnswerSchema = zm.object({
  providers: zm.array(zm.object({ slug: zm.string(), name: zm.string(), games: zm.int() })),
});
export type CasinoProvidersAnswer = zm.infer<typeof casinoProvidersAnswerSchema>;

const tableLimitSchema = zm.object({ min: zm.number(), max: zm.number() });

/** A live table; limits are major units per currency. */
export const casinoLiveTableSchema = zm.object({
  id: zm.string(),
  name: zm.string(),
  dealer_name: zm.nullable(zm.string()),
  limits: zm.partialRecord(zm.enum(CURRENCIES), tableLimitSchema),
  /** `HH:MM` UTC; null for a table open around the clock. */
  open_time: zm.nullable(zm.string()),
  close_time: zm.nullable(zm.string()),
  is_open: zm.boolean(),
});

/** `GET /casino/games/{slug}`: the launch page's game. */
export const casinoGameAnswerSchema = zm
  .extend(casinoGameSummarySchema, {
    paylines: zm.nullable(zm.int()),
    max_win_x: zm.nullable(zm.int()),
    has_lobby: zm.boolean(),
    platforms: zm.array(zm.string()),
    /** The currencies it takes; empty means all of the site's. */
    currencies: zm.array(zm.enum(CURRENCIES)),
    release_date: zm.nullable(zm.string()),
    /**
     * False when the game is blocked in the visitor's country: the page says so instead of
     * opening it (a 451 would send the visitor to /no-access, as for the whole site).
     */
    available_here: zm.boolean(),
    live_tables: zm.array(casinoLiveTableSchema),
  })
  .register(zm.globalRegistry, { id: 'CasinoGame' });
export type CasinoGameAnswer = zm.infer<typeof casinoGameAnswerSchema>;

/** `PUT`/`DELETE /casino/favourites/{slug}`. */
export const casinoFavouriteAnswerSchema = zm.object({
  slug: zm.string(),
  is_favourite: zm.boolean(),
});

/** `GET /casino/recent`: the games the player launched, latest first. */
export const casinoRecentAnswerSchema = zm.object({ games: zm.array(casinoGameSummarySchema) });
