import { roundBytes } from './bytes';
import type { SeedPair } from './seeds';

export const BYTES_PER_FLOAT = 4;
/** A round's 32 bytes give 8 floats; the 9th float comes from the next round. */
export const FLOATS_PER_ROUND = 8;

/** f = b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1), from the 4 bytes at offset. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let float = 0;
  let scale = 1;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new RangeError('not enough bytes');
    scale /= 256;
    float += byte * scale;
  }
  return float;
}

/**
 * Floats number `from` … `from + count − 1` of a bet: float i comes from round floor(i / 8),
 * bytes 4·(i mod 8) to 4·(i mod 8) + 3.
 */
export function floats(seeds: SeedPair, count: number, from = 0): number[] {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`bad count: ${count}`);
  if (!Number.isSafeInteger(from) || from < 0) throw new RangeError(`bad offset: ${from}`);
  const result: number[] = [];
  let round = -1;
  let bytes: Uint8Array = new Uint8Array(0);
  for (let index = from; index < from + count; index++) {
    const wanted = Math.floor(index / FLOATS_PER_ROUND);
    if (wanted !== round) {
      round = wanted;
      bytes = roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce, round);
    }
    result.push(bytesToFloat(bytes, (index % FLOATS_PER_ROUND) * BYTES_PER_FLOAT));
  }
  return result;
}

/** Float number `index` of a bet (hilo's nth card, for one). */
export function floatAt(seeds: SeedPair, index: number): number {
  return floats(seeds, 1, index)[0]!;
}
