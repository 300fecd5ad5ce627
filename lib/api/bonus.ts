import { newIdempotencyKey, schemaLoader, type ApiClient } from './client';

const bonusSchemas = schemaLoader(() => import('@/lib/schemas/bonus-answers'));

/** Spec §7 "bonus-system" and the welcome pack (issue 19); contracts in lib/schemas/bonus.ts. */

export const BONUS_PATHS = {
  offers: 'bonus-system/offers',
  grants: 'bonus-system/grants',
  promo: 'bonus-system/promo',
  wait: 'bonus-system/bonus-activation/waiting-reg-and-dep',
  welcomePackGuest: 'api/v3/welcome-pack/get-welcome-packs-guest',
  welcomePack: 'bonus-system/welcome-pack',
} as const;

/**
 * `GET /bonus-system/offers`: what a guest (on registration) or a player can take now; a guest's
 * `promo` (the code they came with) puts its offer first when it applies to new players.
 */
export function bonusOffers(api: ApiClient, promo?: string | null) {
  const path = promo
    ? `${BONUS_PATHS.offers}?promo=${encodeURIComponent(promo)}`
    : BONUS_PATHS.offers;
  return api.get(path, bonusSchemas('bonusOffersAnswerSchema'));
}

/** `GET /bonus-system/grants`: the active grants, then the history. */
export function bonusGrants(api: ApiClient) {
  return api.get(BONUS_PATHS.grants, bonusSchemas('bonusGrantsAnswerSchema'));
}

/**
 * `POST /bonus-system/grants/{id}/cancel`: gives the bonus up. `confirmAmount` is the bonus
 * money the player saw; a different current amount answers 409 `amount_changed`.
 */
export function cancelBonusGrant(api: ApiClient, id: number, confirmAmount: number) {
  return api.post(
    `${BONUS_PATHS.grants}/${id}/cancel`,
    bonusSchemas('bonusGrantAnswerSchema'),
    { confirm_amount: confirmAmount },
    { idempotencyKey: newIdempotencyKey() },
  );
}

/** `POST /bonus-system/promo`: 422 `{promo: ['invalid_promo']}`, 409 `promo_used`. */
export function takePromo(api: ApiClient, promo: string, captcha?: string) {
  return api.post(BONUS_PATHS.promo, bonusSchemas('bonusPromoAnswerSchema'), { promo, captcha });
}

/** `GET …/waiting-reg-and-dep` (spec §3 bonus-wait): `{name, expires_in}` or null. */
export function bonusWait(api: ApiClient) {
  return api.get(BONUS_PATHS.wait, bonusSchemas('bonusWaitAnswerSchema'));
}

/** `GET /api/v3/welcome-pack/get-welcome-packs-guest`: the pack a guest would get. */
export function guestWelcomePack(api: ApiClient) {
  return api.get(BONUS_PATHS.welcomePackGuest, bonusSchemas('welcomePackGuestAnswerSchema'));
}

/** `GET /bonus-system/welcome-pack`: the player's pack and progress. */
export function playerWelcomePack(api: ApiClient) {
  return api.get(BONUS_PATHS.welcomePack, bonusSchemas('welcomePackAnswerSchema'));
}
