import { createHash, createHmac } from 'node:crypto';
import { roundBytes, roundMessage } from '@/lib/games/fair/bytes';
import { drawWithoutRepeats, range } from '@/lib/games/fair/draw';
import { bytesToFloat, floatAt, floats } from '@/lib/games/fair/floats';
import { clientSeedProblem, hashServerSeed, isServerSeed } from '@/lib/games/fair/seeds';
import { CLIENT_SEED, SERVER_SEED, seedsAt } from '@/tests/support/games';

/** The reference: Node's own HMAC over the same UTF-8 key and message. */
function referenceBytes(serverSeed: string, clientSeed: string, nonce: number, round: number) {
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(Buffer.from(`${clientSeed}:${nonce}:${round}`, 'utf8'))
    .digest();
}

function referenceFloats(nonce: number, count: number) {
  return range(0, count - 1).map((i) => {
    const bytes = referenceBytes(SERVER_SEED, CLIENT_SEED, nonce, Math.floor(i / 8));
    const at = (i % 8) * 4;
    return bytes.readUInt32BE(at) / 2 ** 32;
  });
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('round bytes', () => {
  it('are HMAC-SHA256 keyed with the server seed text over client seed, nonce and round', () => {
    for (const [nonce, round] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [42, 0],
      [999_999, 3],
    ] as const) {
      expect(hex(roundBytes(SERVER_SEED, CLIENT_SEED, nonce, round))).toBe(
        referenceBytes(SERVER_SEED, CLIENT_SEED, nonce, round).toString('hex'),
      );
    }
  });

  it('match the pinned vectors (computed with Python’s hmac)', () => {
    expect(hex(roundBytes(SERVER_SEED, CLIENT_SEED, 0, 0))).toBe(
      '09eb4bdc2e407ee31c51f8656ac8fbed3aaa9997ad90812c9b60a70544b2be6d',
    );
    expect(hex(roundBytes(SERVER_SEED, CLIENT_SEED, 0, 1))).toBe(
      '0ad5fd65d5777108fbff61bdad1f6c8e7f18e6ee00edd51a22bcd4a606fa3dd2',
    );
    expect(hex(roundBytes(SERVER_SEED, CLIENT_SEED, 42, 0))).toBe(
      'ba58540ddd91b1810764f8c3695082446fd56c470e63619d4e6e93a9c9682c79',
    );
  });

  it('follow the key when the server seed changes between calls', () => {
    const other = 'f'.repeat(64);
    expect(hex(roundBytes(other, CLIENT_SEED, 0, 0))).toBe(
      referenceBytes(other, CLIENT_SEED, 0, 0).toString('hex'),
    );
    expect(hex(roundBytes(SERVER_SEED, 'ключ клиента', 7, 0))).toBe(
      referenceBytes(SERVER_SEED, 'ключ клиента', 7, 0).toString('hex'),
    );
  });

  it('refuse a nonce or round that is not a non-negative integer', () => {
    expect(roundMessage('seed', 3, 1)).toBe('seed:3:1');
    expect(() => roundMessage('seed', -1, 0)).toThrow(RangeError);
    expect(() => roundMessage('seed', 1.5, 0)).toThrow(RangeError);
    expect(() => roundMessage('seed', 0, Number.NaN)).toThrow(RangeError);
  });
});

describe('floats', () => {
  it('take 4 bytes each, big end first', () => {
    expect(bytesToFloat(Uint8Array.from([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(Uint8Array.from([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(Uint8Array.from([9, 1, 2, 3, 4]), 1)).toBe(
      1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4,
    );
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(() => bytesToFloat(Uint8Array.from([1, 2, 3]), 0)).toThrow(RangeError);
  });

  it('take 8 per round and continue in the next round', () => {
    for (const nonce of [0, 1, 123_456]) {
      expect(floats(seedsAt(nonce), 20)).toEqual(referenceFloats(nonce, 20));
    }
    expect(floats(seedsAt(5), 4, 6)).toEqual(referenceFloats(5, 10).slice(6));
    expect(floatAt(seedsAt(5), 9)).toBe(referenceFloats(5, 10)[9]);
    expect(floats(seedsAt(0), 0)).toEqual([]);
  });

  it('match the pinned vector of nonce 0', () => {
    expect(floats(seedsAt(0), 10)).toEqual([
      0.03874658700078726, 0.1806716255377978, 0.1106257673818618, 0.41712927375920117,
      0.22916564880870283, 0.6779862148687243, 0.6069435488898307, 0.2683524147141725,
      0.04232772556133568, 0.8338537830859423,
    ]);
  });
});

describe('seeds', () => {
  it('hash the server seed text with SHA-256', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'cd372fb85148700fa88095e3492d3f9f5beb43e555e5ff26d95f5a6adc36f8e6',
    );
    expect(hashServerSeed(SERVER_SEED)).toBe(
      createHash('sha256').update(SERVER_SEED, 'utf8').digest('hex'),
    );
  });

  it('know a server seed by its shape', () => {
    expect(isServerSeed(SERVER_SEED)).toBe(true);
    expect(isServerSeed(SERVER_SEED.toUpperCase())).toBe(false);
    expect(isServerSeed(SERVER_SEED.slice(1))).toBe(false);
  });

  it('take client seeds of 1–64 printable ASCII characters', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('my lucky seed: 42!')).toBeNull();
    expect(clientSeedProblem('~'.repeat(64))).toBeNull();
    expect(clientSeedProblem('')).toBe('required');
    expect(clientSeedProblem('x'.repeat(65))).toBe('too_long');
    expect(clientSeedProblem(' padded')).toBe('invalid_value');
    expect(clientSeedProblem('padded ')).toBe('invalid_value');
    expect(clientSeedProblem('tab\there')).toBe('invalid_value');
    expect(clientSeedProblem('сид')).toBe('invalid_value');
  });
});

describe('drawing without repeats', () => {
  it('indexes into the values left, in ascending order', () => {
    expect(drawWithoutRepeats([5, 1, 3, 2, 4], [0, 0.99, 0.5])).toEqual([1, 5, 3]);
    expect(() => drawWithoutRepeats([1, 2], [0.1, 0.2, 0.3])).toThrow(RangeError);
    expect(() => drawWithoutRepeats([1, 2], [1])).toThrow(RangeError);
  });
});
