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

/** Marketing cookies a registration carries (spec §7); the middleware writes them. */
export const REGISTRATION_ATTRIBUTION_COOKIES = ['partner', 'adplace', 'stag', 'promo'] as const;

const MINUTE_S = 60;

/**
 * Cookies the navigation pipeline writes (spec §3, §5), with their lifetimes. The three
 * advertising cookies (advertiseUid, advertiseSource, cpaOneUid) are read as 30 days: an ad
 * network's attribution window is weeks, and the spec allows that reading.
 */
export const CAMPAIGN_COOKIES = {
  prHash: DAY_S,
  simpleAuth: DAY_S,
  advId: DAY_S,
  partner: DAY_S,
  adplace: DAY_S,
  stag: DAY_S,
  promo: DAY_S,
  partnerId: DAY_S,
  advertiseUid: 30 * DAY_S,
  advertiseSource: 30 * DAY_S,
  cpaOneUid: 30 * DAY_S,
  userVersion: DAY_S,
  userBrowser: DAY_S,
  adBonusType: 10 * MINUTE_S,
  adBonusValue: 10 * MINUTE_S,
  adBonusModal: 10 * MINUTE_S,
} as const;
export type CampaignCookie = keyof typeof CAMPAIGN_COOKIES;

/** Set before the single sign-on redirect, for the browser session: SSO is tried once (spec §4). */
export const SSO_REDIRECTED_COOKIE = 'ssoRedirected';
/**
 * The host the visitor is on passed the mirror check (spec §3 `showLikeHostMatched`): it shows the
 * site as it is, with no new mirror to send them to. Holds that domain; while it names the host,
 * the mirror-redirect step does not ask again. A day, as `userVersion`, so it is mostly set on a
 * navigation that sets cookies anyway. Only the middleware reads it (HttpOnly).
 */
export const SHOW_LIKE_HOST_MATCHED_COOKIE = 'showLikeHostMatched';
export const SHOW_LIKE_HOST_MATCHED_MAX_AGE_S = DAY_S;
/** A random visitor id the middleware keeps a year: the `uuid` of page-open events. */
export const VISITOR_COOKIE = 'visitorId';
export const VISITOR_COOKIE_MAX_AGE_S = 365 * DAY_S;

/** Which wallet the header shows when a player holds several currencies (spec §3); a year. */
export const ACTIVE_CURRENCY_COOKIE = 'activeCurrency';
export const ACTIVE_CURRENCY_COOKIE_MAX_AGE_S = 365 * DAY_S;
/** Set once the first-payout hint was read (or a first payout made), so it is not shown again. */
export const NEW_PAYOUT_SHOWN_COOKIE = 'newPayoutShown';
export const NEW_PAYOUT_SHOWN_COOKIE_MAX_AGE_S = 365 * DAY_S;
