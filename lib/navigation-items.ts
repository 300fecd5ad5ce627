import type { Feature } from './constants/features';
import type { GameSlug } from './routes';

/**
 * The header's main sections, in display order; labels are `Nav.<key>`. `hiddenBy`: the feature
 * flag (`lib/constants/features.ts`) that leaves the section out of the header and the menu.
 */
export const MAIN_NAV = [
  { key: 'slots', href: '/games/slots' },
  { key: 'liveCasino', href: '/games/live-casino' },
  { key: 'betting', href: '/betting', hiddenBy: 'hide_sports' },
  { key: 'tournaments', href: '/tournaments' },
  { key: 'bonuses', href: '/bonuses' },
  { key: 'vipClub', href: '/vip-club' },
  { key: 'top', href: '/top' },
] as const;

/** Every section, as the menu of small screens lists them; labels are `Nav.<key>`. */
export const MENU_SECTIONS = [
  { key: 'home', href: '/' },
  ...MAIN_NAV,
  { key: 'welcomePack', href: '/welcome-pack' },
  { key: 'faq', href: '/faq' },
] as const;

/** The sections of `items` the player's feature flags (the profile's `features`) leave shown. */
export function shownSections<Item extends { href: string; hiddenBy?: Feature }>(
  items: readonly Item[],
  features: readonly string[],
): Item[] {
  return items.filter((item) => !item.hiddenBy || !features.includes(item.hiddenBy));
}

/** Whether `pathname` is the page of `href` or one under it (`/` only for itself). */
export function isCurrentSection(pathname: string, href: string) {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** In-house games as the home page and the footer list them; labels are `Games.<key>.title`. */
export const IN_HOUSE_GAMES: readonly (GameSlug | 'cases' | 'rooms')[] = [
  'crash',
  'dice',
  'coinflip',
  'hilo',
  'keno',
  'miner',
  'roulette',
  'cases',
  'wheel',
  'rooms',
];
