const DAY_S = 24 * 60 * 60;

/**
 * How long a promo code's waiting offer lasts for the player's deposit: the spec's 3-day promo
 * countdown (§4, §9 `regDepBonusExpireDate`). The server's expiry is the truth; the cookie only
 * shows it.
 */
export const PROMO_OFFER_LIFETIME_S = 3 * DAY_S;
