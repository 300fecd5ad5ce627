import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The crash point of a round, in hundredths (250 = 2.50×), by the formula of bustabit's current
 * chain (its classic scheme; bustabit's own verifier app does not check our chain, README "Crash"):
 *
 *   r = the first 52 bits of HMAC-SHA256(key = salt, message = game hash)
 *   crash = max(1, floor(99 / (1 − r / 2^52)) / 100)
 *
 * The key is the salt's text as written (UTF-8); the message is the 32 bytes the game hash spells,
 * not its hex text. The division is done on integers (`floor(99 · 2^52 / (2^52 − r))` hundredths)
 * so no floating-point rounding can move a boundary. The engine, `/fair`'s verifier and
 * `npm run crash:verify` all call this; `public/fair/crash-verifier.html` repeats it with Web
 * Crypto, and a test holds the two together.
 */
export function crashPoint(gameHash: string, salt: string): number {
  const mac = hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash));
  return crashPointOfBits(BigInt(`0x${bytesToHex(mac).slice(0, 13)}`), 52);
}

/**
 * The formula on an r of `bits` bits: `max(100, floor(99 · 2^bits / (2^bits − r)))` hundredths.
 * The scheme uses 52; tests count every r of a narrower width to check the odds exactly.
 */
export function crashPointOfBits(r: bigint, bits: number): number {
  const range = 1n << BigInt(bits);
  if (r < 0n || r >= range) throw new RangeError(`r must take ${bits} bits`);
  const hundredths = (99n * range) / (range - r);
  return Number(hundredths < 100n ? 100n : hundredths);
}

/** `crash` as players read it: 1.00, 2.50, 1234.56. */
export function formatCrashPoint(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
