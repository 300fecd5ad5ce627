const DAY_S = 24 * 60 * 60;

/** The language cookie of spec §3: 365 days, path `/`. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * DAY_S;

/**
 * The bearer token, kept under both names of spec §3 for 30 days on path `/`. The browser's API
 * client sends it as a header, so it cannot be httpOnly; SameSite=Lax keeps it off cross-site
 * requests.
 */
export const TOKEN_COOKIES = ['bearerToken', 'token'] as const;
export const TOKEN_COOKIE_MAX_AGE_S = 30 * DAY_S;

/** The device mark of spec §3, kept about five years. */
export const SUPER_BONUS_COOKIE = 'super_bonus';
export const SUPER_BONUS_COOKIE_MAX_AGE_S = 5 * 365 * DAY_S;

/** Marketing cookies a registration carries (spec §7); issue-5 middleware writes them. */
export const REGISTRATION_ATTRIBUTION_COOKIES = ['partner', 'adplace', 'stag', 'promo'] as const;

/** Options of every cookie the browser writes: whole site, first-party, secure on https. */
export function browserCookieOptions(maxAgeS: number) {
  return {
    path: '/',
    maxAge: maxAgeS,
    sameSite: 'lax' as const,
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}
