/** Field rules of the login and registration forms (spec §5 leaves them to us). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** One-time codes sent by e-mail or SMS are six digits. */
export const CONFIRMATION_CODE_LENGTH = 6;

/** A session lives as long as its token cookie: 30 days (spec §3, §9). */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;
/** A one-time code is valid 10 minutes and allows 5 tries. */
export const CODE_TTL_S = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** The shortest wait before the same contact can be sent another code (the resend countdown). */
export const CODE_RESEND_COOLDOWN_S = 60;
/** A password-reset token (link or confirmed code) is valid one hour. */
export const RESET_TOKEN_TTL_S = 60 * 60;
/** A started social login (state, PKCE verifier, nonce) must come back within 10 minutes. */
export const SOCIAL_LOGIN_STATE_TTL_S = 10 * 60;
