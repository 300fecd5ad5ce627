import { Secret, TOTP } from 'otpauth';

/**
 * The code of the NOWPayments account's authenticator app at `now` (RFC 6238: SHA-1, six digits,
 * 30-second steps, the defaults NOWPayments' verify example keeps), from its base32 secret: what
 * `POST /v1/payout/{batch}/verify` asks for. The stand-in checks it the same way.
 */
export function accountCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** Whether `code` is the account's code at `now`, a step either side allowed. */
export function isAccountCode(secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}

function totpOf(secret: string) {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}
