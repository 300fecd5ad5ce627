import { atom } from 'jotai';

/**
 * What the ConfirmByPhone modal is for: logging in with a texted code, or confirming the phone of
 * the signed-in player (after a phone registration). `phone` prefills the number.
 */
export const confirmByPhoneAtom = atom<{ purpose: 'login' | 'verify'; phone?: string }>({
  purpose: 'login',
});

/** The register modal's VIP checkbox, remembered for a social login started from it (spec §4). */
export const vipWishAtom = atom(false);

/**
 * When the last login or registration in this page finished (ms since the epoch); `null` before
 * any. Effects that follow a login read it: PayIn opens 17 s later for an empty balance (spec §4).
 */
export const loggedInAtAtom = atom<number | null>(null);

/**
 * A promo code a guest typed outside the register modal (the promo field of /bonuses): the
 * modal prefills it ahead of the `promo` cookie.
 */
export const registerPromoAtom = atom<string | null>(null);
