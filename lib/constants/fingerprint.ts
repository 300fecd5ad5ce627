/** A failed fingerprint load is tried once more after this pause (spec §9). */
export const FINGERPRINT_RETRY_MS = 500;
/** The local-storage key of the browser's free fingerprint (spec §3, browser storage). */
export const FINGERPRINT_STORAGE_KEY = 'fingerprint';
/** The server keeps a fingerprint value (fp or fp2) only up to this length. */
export const FINGERPRINT_VALUE_MAX_LENGTH = 256;
/** The longest `fpp` registration field (lib/schemas/auth.ts). */
export const FPP_MAX_LENGTH = 2048;
/**
 * The paid fingerprint (fp2) is given up after this long: a registration waits on it, and
 * Fingerprint Pro's own timeout is 10 s.
 */
export const FINGERPRINT_PRO_TIMEOUT_MS = 3_000;
