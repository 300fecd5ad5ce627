/**
 * The casino wallet's figures (issue 17): game aggregators call the site's wallet for each bet,
 * win and rollback of a slot or live game.
 */

/** The aggregators whose callbacks the wallet takes; `sandbox` is the local game provider. */
export const CASINO_AGGREGATORS = ['sandbox', 'hub88', 'slotegrator'] as const;
export type CasinoAggregator = (typeof CASINO_AGGREGATORS)[number];

/** How long a game session's token takes bets after the launch. Wins and rollbacks ignore it. */
export const CASINO_SESSION_LIFETIME_S = 12 * 60 * 60;

/** Rounds still open after this many days are closed by the sweep (Pragmatic's rule: 30). */
export const CASINO_ROUND_FINALISE_DAYS = 30;

/**
 * Games per page of a catalogue grid: the server renders the first page, the browser loads the
 * next ones. Here, not in the grid's client module: a server component importing a value from a
 * client module gets a reference to it, not the number.
 */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * How long the catalogue pages' server HTML (the first page of games and the studios, as a
 * guest anywhere sees them) is reused before Next renders it again (issue 41). Staff changes and
 * the visitor's own list (country blocks, favourites) reach the grid sooner: the browser asks
 * the API for its own first page as soon as the page loads.
 */
export const CATALOGUE_REVALIDATE_S = 60;

/** The catalogue's orders (`GET /casino/games?sort=`): here, not in the schemas, so the grid's
 * select imports no zod. */
export const CASINO_SORTS = ['popular', 'new', 'name', 'rtp'] as const;
export type CasinoSort = (typeof CASINO_SORTS)[number];
