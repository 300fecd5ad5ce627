import { createHash, createHmac } from 'node:crypto';

/**
 * A counter-based generator: block i is HMAC-SHA256(seed, `${label}:${i}`), read as four
 * 52-bit fractions. Streams with different labels are independent, so a match's play depends
 * on its own seed alone, and the same seed always replays the same feed.
 */
export type Rng = {
  /** A fraction in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with chance p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An exponential waiting time with the given mean. */
  exponential(mean: number): number;
  /** A Poisson count with the given mean (small means). */
  poisson(mean: number): number;
};

export function createRng(seed: string, label: string): Rng {
  let counter = 0;
  let buffer: number[] = [];
  const next = () => {
    if (buffer.length === 0) {
      const block = createHmac('sha256', seed).update(`${label}:${counter++}`).digest();
      buffer = [0, 8, 16, 24].map(
        (at) => (block.readUIntBE(at, 6) * 2 ** -48 + block.readUInt16BE(at + 6) * 2 ** -64) % 1,
      );
    }
    return buffer.shift()!;
  };
  const rng: Rng = {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    exponential: (mean) => -Math.log(1 - next()) * mean,
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      for (let product = next(); product > limit; product *= next()) k++;
      return k;
    },
  };
  return rng;
}

/** A child seed (hex): a match's seed from the feed's, revealed once the match is over. */
export const deriveSeed = (seed: string, label: string) =>
  createHmac('sha256', seed).update(label).digest('hex');

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
