import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CONFIRMATION_CODE_LENGTH } from '@/lib/constants/auth';

/** URL-safe random token with `bytes` of entropy. */
export function randomToken(bytes = 32) {
  return randomBytes(bytes).toString('base64url');
}

/** A uniformly random numeric code, leading zeros kept. */
export function randomCode(length = CONFIRMATION_CODE_LENGTH) {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

export function sha256(value: string) {
  return createHash('sha256').update(value).digest('hex');
}

/** A keyed hash: a leaked table of six-digit codes cannot be brute-forced without the key. */
export function keyedHash(key: Uint8Array, value: string) {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function safeEqual(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
