import { createHmac } from 'node:crypto';
import { safeEqual } from '@/server/lib/secrets';

/** A webhook signature: hex HMAC-SHA256 of the raw body, as the sandbox (and most PSPs) send it. */
export function signWebhook(rawBody: string, secret: string) {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of a presented signature; a missing one is simply wrong. */
export function hasValidSignature(rawBody: string, secret: string, presented: string | null) {
  if (!presented) return false;
  return safeEqual(presented.trim().toLowerCase(), signWebhook(rawBody, secret));
}
