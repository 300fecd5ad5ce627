import { createHmac } from 'node:crypto';
import { safeEqual } from '@/server/lib/secrets';

/**
 * The sandbox checkout's capability: who holds the checkout link may pay or decline that one
 * invoice until it expires, as a real provider's hosted page works without the merchant's
 * session. `<expiry, unix seconds>.<base64url HMAC-SHA256 over the invoice id and expiry>`,
 * keyed by the deployment's AUTH_SECRET rather than the sandbox's webhook secret: that one has
 * a documented development default, this one never leaves the server.
 */

const FORMAT = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Uint8Array, invoiceId: string, expiresAtS: number) {
  return createHmac('sha256', key)
    .update(`sandbox-checkout:v1:${invoiceId}:${expiresAtS}`)
    .digest('base64url');
}

export function signCheckoutToken(key: Uint8Array, invoiceId: string, expiresAt: Date) {
  const expiresAtS = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresAtS}.${mac(key, invoiceId, expiresAtS)}`;
}

/** True only for a token made here for this invoice and not yet expired at `now`. */
export function isValidCheckoutToken(key: Uint8Array, invoiceId: string, token: string, now: Date) {
  const match = FORMAT.exec(token);
  if (!match) return false;
  const expiresAtS = Number(match[1]);
  if (expiresAtS * 1000 <= now.getTime()) return false;
  return safeEqual(match[2]!, mac(key, invoiceId, expiresAtS));
}
