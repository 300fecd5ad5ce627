const DAY_S = 24 * 60 * 60;

/**
 * Spec §4, §9: a guest who arrived with a promo code sees a 3-day countdown, kept in the
 * `regDepBonusExpireDate` cookie (the end, ms since the epoch) and restarted when it has passed.
 * Display only: a signed-in player sees the server's bonus-wait `expires_in` instead.
 */
export const REG_DEP_BONUS_EXPIRE_COOKIE = 'regDepBonusExpireDate';
export const PROMO_COUNTDOWN_S = 3 * DAY_S;

/**
 * Spec §4, §9: a guest on /welcome-pack sees a 7-day countdown, kept in the `welcomePackTimestamp`
 * cookie (its start, ms since the epoch) and restarted when it has passed.
 */
export const WELCOME_PACK_TIMESTAMP_COOKIE = 'welcomePackTimestamp';
export const WELCOME_PACK_COUNTDOWN_S = 7 * DAY_S;
