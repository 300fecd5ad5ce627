import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { STAFF_TOTP_ISSUER } from '@/lib/constants/staff';

/**
 * The second factor of staff sign-in: TOTP (RFC 6238), SHA-1, six digits, 30-second steps, as
 * every authenticator app reads it. A code is accepted one step either side of the server's
 * clock, and only once: the step it matched is kept, and a code of that step or an earlier one
 * is refused.
 */
const PERIOD_S = 30;

function totpOf(secret: string, label: string) {
  return new TOTP({
    issuer: STAFF_TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, base32) with its enrolment link and the link's QR code. */
export async function newTotpSecret(label: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, label).toString();
  return { secret, uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The step the code matches at `now`, or null; a step at or before `lastStep` (a code already
 * used) does not count.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of `now`, for tests and the conformance scripts. */
export function totpCode(secret: string, now: Date) {
  return totpOf(secret, '').generate({ timestamp: now.getTime() });
}
