import type { GameSlug } from './routes';

/** The header's main sections, in display order; labels are `Nav.<key>`. */
export const MAIN_NAV = [
  { key: 'slots', href: '/games/slots' },
  { key: 'liveCasino', href: '/games/live-casino' },
  { key: 'betting', href: '/betting' },
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
