import { createHmac } from 'node:crypto';
import type { Config } from '@/server/config';
import { deriveKey } from '@/server/lib/sealed';
import type { PayoutDestination } from './payout-destination';

type Keyed = { config: Pick<Config, 'authSecret'> };

/** The HMAC key, derived once per configuration. */
const keys = new WeakMap<object, Uint8Array>();

function keyOf(ctx: Keyed) {
  let key = keys.get(ctx.config);
  if (!key)
    keys.set(ctx.config, (key = deriveKey(ctx.config.authSecret, 'payout-destination-hash/v1')));
  return key;
}

/**
 * Where a payout goes, as one value per card or wallet: a card's digits (spaces and dashes
 * dropped), or `network:address` for a crypto wallet (the address as `normalizeCryptoAddress`
 * stored it). A card number has no colon, so the two never meet.
 */
function normalised(destination: PayoutDestination): string {
  if ('card_number' in destination) return destination.card_number.replace(/\D/g, '');
  return `${destination.network ?? ''}:${destination.address.trim()}`;
}

/**
 * A keyed hash (HMAC-SHA256, hex) of a payout's destination, kept on `payouts.destination_hash`:
 * the same card or wallet across payouts and accounts is the same value, for the risk flags,
 * while a card number cannot be recovered from it nor tried against it without the key. The key
 * comes from AUTH_SECRET, so rotating it starts new values (older payouts no longer match).
 */
export function destinationHash(ctx: Keyed, destination: PayoutDestination): string {
  return createHmac('sha256', keyOf(ctx)).update(normalised(destination)).digest('hex');
}
