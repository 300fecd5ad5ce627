/**
 * The routes of spec §2 that exist without data, in one place: the sitemap, the navigation
 * and the e2e suite all read this list, so a page added here is crawled and tested.
 */
export const GAME_SLUGS = [
  'coinflip',
  'crash',
  'dice',
  'hilo',
  'keno',
  'miner',
  'roulette',
  'wheel',
] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

export const ROOM_COLORS = ['purple', 'red', 'yellow'] as const;
export type RoomColor = (typeof ROOM_COLORS)[number];

export const TOURNAMENT_STATUSES = ['active', 'upcoming', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const PROFILE_SECTIONS = ['access', 'bonuses', 'history', 'setting', 'responsible'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const POLICY_PAGES = [
  '/policy/en/kyc',
  '/policy/en/user-agreement',
  '/policy/ru/confidential',
  '/policy/ru/user-agreement',
] as const;

/** Pages a search engine should find (no account pages, no error pages). */
export const PUBLIC_ROUTES = [
  '/',
  '/betting',
  '/bonuses',
  '/faq',
  '/top',
  '/vip-club',
  '/welcome-pack',
  '/tournaments',
  ...TOURNAMENT_STATUSES.map((status) => `/tournaments/${status}`),
  '/games/cases',
  ...GAME_SLUGS.map((slug) => `/games/${slug}`),
  '/games/rooms',
  ...ROOM_COLORS.map((color) => `/games/rooms/${color}`),
  '/games/live-casino',
  '/games/slots',
  '/fair',
  ...POLICY_PAGES,
] as const;

/** Pages that exist but are not for crawlers. */
export const PRIVATE_ROUTES = [
  '/error',
  '/no-access',
  '/password/reset',
  '/betting/my-bets',
  '/profile',
  ...PROFILE_SECTIONS.map((section) => `/profile/${section}`),
] as const;

/** Narrows a route parameter to one of its known values, or `undefined` for anything else. */
export function knownParam<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((entry) => entry === value);
}
