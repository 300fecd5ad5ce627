/** Field rules of the login and registration forms (spec §5 leaves them to us). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** One-time codes sent by e-mail or SMS are six digits. */
export const CONFIRMATION_CODE_LENGTH = 6;
