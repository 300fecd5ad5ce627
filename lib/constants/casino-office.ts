/**
 * The back office's Casino section (issue 36). Here, not in the schemas, so its pages' filters
 * import no zod.
 */

/**
 * What players see of a game, as the office's list filters it: `shown` (on, listed, its studio
 * on), `hidden` (any of those not), and each reason alone: `game_off` (the operator's switch),
 * `studio_off` (its studio switched off), `unlisted` (the aggregator's last sync did not list it).
 */
export const OFFICE_GAME_VISIBILITIES = [
  'shown',
  'hidden',
  'game_off',
  'studio_off',
  'unlisted',
] as const;
export type OfficeGameVisibility = (typeof OFFICE_GAME_VISIBILITIES)[number];

/** Games per page of the office's list, and the most one page takes. */
export const OFFICE_GAMES_PAGE = 50;
export const OFFICE_GAMES_MAX_PAGE = 200;
