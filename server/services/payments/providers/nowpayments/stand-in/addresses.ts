import { createHash } from 'node:crypto';
import type { NowPaymentsCoin } from '../coins';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Characters of `alphabet` drawn from a hash of `seed`: the same seed, the same address. */
function draw(seed: string, count: number, alphabet: string) {
  let bytes = Buffer.alloc(0);
  for (let round = 0; bytes.length < count; round += 1) {
    bytes = Buffer.concat([bytes, createHash('sha256').update(`${seed}:${round}`).digest()]);
  }
  return Array.from(bytes.subarray(0, count), (byte) =>
    alphabet.charAt(byte % alphabet.length),
  ).join('');
}

/** A deposit address of the coin's shape (TRON `T…`, native SegWit `bc1q…`) that nobody owns. */
export function depositAddress(coin: NowPaymentsCoin, paymentId: string) {
  return coin.ticker === 'btc'
    ? `bc1q${draw(`np-btc:${paymentId}`, 38, BECH32)}`
    : `T${draw(`np-trc20:${paymentId}`, 33, BASE58)}`;
}

/** A transaction hash of the right length for a sent withdrawal. */
export function transactionHash(withdrawalId: string) {
  return createHash('sha256').update(`np-tx:${withdrawalId}`).digest('hex');
}
