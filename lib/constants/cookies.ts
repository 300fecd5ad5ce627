const DAY_S = 24 * 60 * 60;

/** The language cookie of spec §3: 365 days, path `/`. */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * DAY_S;
