/**
 * What the service worker may keep (app/sw.ts). Pure URL rules, shared by the worker and its
 * tests: the worker asks `isNetworkOnly` first, and whatever it says yes to never reaches a cache.
 */

/** Paths of the API, the analytics proxy and the event stream (spec §7). */
const NETWORK_ONLY_PREFIXES = ['/api/', '/ingest/', '/builds/'];
const NETWORK_ONLY_PATHS = ['/api', '/ingest', '/sw.js'];

/**
 * Personal or one-off pages (spec §2): the profile and its children, the player's own bets, the
 * password reset steps, real-money game launches, payment and provider sandboxes, and the region
 * block (a verdict about this visitor), the error page and the staff's back office (issue 33). A
 * language prefix (`/en`, `/kz`, `/ru`) may come first.
 */
const PRIVATE_PAGES = [
  /^\/profile(?:\/|$)/,
  /^\/betting\/my-bets(?:\/|$)/,
  /^\/password\/reset(?:\/|$)/,
  /^\/reset-password(?:\/|$)/,
  /^\/games\/(?:slots|live-casino)\/[^/]+\/play(?:\/|$)/,
  /^\/payments(?:\/|$)/,
  /^\/sandbox-rgs(?:\/|$)/,
  /^\/no-access(?:\/|$)/,
  /^\/error(?:\/|$)/,
  /^\/office(?:\/|$)/,
];

const LOCALE_PREFIX = /^\/(?:ru|en|kz)(?=\/|$)/;

/** The path without its language prefix: `/en/profile` → `/profile`, `/kz` → `/`. */
export function stripLocale(pathname: string): string {
  return pathname.replace(LOCALE_PREFIX, '') || '/';
}

/** A page that belongs to one player or one moment: never cached, in any language. */
export function isPrivatePage(pathname: string): boolean {
  const path = stripLocale(pathname);
  return PRIVATE_PAGES.some((pattern) => pattern.test(path));
}

export type RequestFacts = {
  url: URL;
  /** The page's own origin (the worker's `self.location.origin`). */
  origin: string;
  /** The request's Accept header. */
  accept: string | null;
};

/**
 * Requests the worker hands to the network as they are, with no cache on either side: the API
 * (on this origin or on its `api.` host and mirrors: any other origin's `/api/`), `/ingest`, any
 * event stream, the build manifest and the worker itself, and the private pages (documents and
 * their RSC payloads alike).
 */
export function isNetworkOnly({ url, origin, accept }: RequestFacts): boolean {
  if (accept?.includes('text/event-stream')) return true;
  const path = url.pathname;
  if (url.origin !== origin) return /^api\./.test(url.hostname) || path.startsWith('/api/');
  if (NETWORK_ONLY_PATHS.includes(path)) return true;
  if (NETWORK_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return isPrivatePage(path);
}

/** The language of a page path, for its offline page: the prefix, or Russian (the default). */
export function offlineLocale(pathname: string): 'ru' | 'en' | 'kz' {
  const prefix = LOCALE_PREFIX.exec(pathname)?.[0].slice(1);
  return prefix === 'en' || prefix === 'kz' ? prefix : 'ru';
}

/** The offline page of each language (written at build time by scripts/pwa-build.ts, precached). */
export function offlinePath(pathname: string): string {
  return `/offline/${offlineLocale(pathname)}.html`;
}
