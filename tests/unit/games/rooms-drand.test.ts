import { createHash } from 'node:crypto';
import {
  drandMessage,
  drandRandomness,
  drandRoundAfter,
  drandRoundTime,
  parseDrandSource,
  QUICKNET,
} from '@/lib/games/rooms/drand';
import { checkBeacon, verifyBeacon } from '@/lib/games/rooms/drand-verify';
import { verifyRoomBeacon } from '@/lib/games/rooms/verify';

/**
 * Real quicknet beacons (`GET https://api.drand.sh/52db…e971/public/<round>`), as published in
 * drand verifiers' test suites: verified here against the pinned key with no network.
 */
const ROUND_1000 = {
  round: 1000,
  randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd',
  signature:
    'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39',
};
const ROUND_657413 = {
  round: 657_413,
  randomness: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
  signature:
    'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
};

/** Another chain's key (quicknet-t, the League of Entropy's testnet). */
const QUICKNET_T_KEY =
  'b15b65b46fb29104f6a4b5d1e11a8da6344463973d423661bb0804846a0ecd1ef93c25057f1c0baab2ac53e56c662b66072f6d84ee791a3382bfb055afab1e6a375538d8ffc451104ac971d2dc9b168e2d3246b0be2015969cbaac298f6502da';

/** The signature with one hexadecimal digit changed at `at`. */
function flipped(signature: string, at: number) {
  const digit = signature[at] === '0' ? '1' : '0';
  return signature.slice(0, at) + digit + signature.slice(at + 1);
}

describe('drand beacons (quicknet, bls-unchained-g1-rfc9380)', () => {
  it('accepts real quicknet beacons against the pinned key', () => {
    expect(checkBeacon(QUICKNET.publicKey, ROUND_1000)).toEqual({
      signature: true,
      randomness: true,
    });
    expect(verifyBeacon(QUICKNET.publicKey, ROUND_657413)).toBe(true);
  });

  it('derives the randomness as SHA-256 of the signature and signs SHA-256 of the round (8 bytes, big endian)', () => {
    const digest = createHash('sha256').update(Buffer.from(ROUND_1000.signature, 'hex')).digest();
    expect(drandRandomness(ROUND_1000.signature)).toBe(digest.toString('hex'));
    const round = Buffer.alloc(8);
    round.writeBigUInt64BE(1000n);
    expect(Buffer.from(drandMessage(1000))).toEqual(createHash('sha256').update(round).digest());
  });

  it('refuses a forged signature, another round, another key and a malformed one', () => {
    for (const at of [0, 40, 95]) {
      const forged = { ...ROUND_1000, signature: flipped(ROUND_1000.signature, at) };
      forged.randomness = drandRandomness(forged.signature);
      expect(verifyBeacon(QUICKNET.publicKey, forged)).toBe(false);
    }
    expect(verifyBeacon(QUICKNET.publicKey, { ...ROUND_1000, round: 1001 })).toBe(false);
    expect(verifyBeacon(QUICKNET_T_KEY, ROUND_1000)).toBe(false);
    expect(verifyBeacon(QUICKNET.publicKey, { ...ROUND_1000, signature: 'ab'.repeat(96) })).toBe(
      false,
    );
    expect(verifyBeacon(QUICKNET.publicKey, { round: 1000, signature: 'zz' })).toBe(false);
    // A valid signature under a key that is not the chain's: the key's bytes, changed.
    expect(verifyBeacon(flipped(QUICKNET.publicKey, 100), ROUND_1000)).toBe(false);
  });

  it('refuses a randomness that is not SHA-256 of the signature, though the signature is good', () => {
    const tampered = { ...ROUND_1000, randomness: `0${ROUND_1000.randomness.slice(1)}` };
    expect(checkBeacon(QUICKNET.publicKey, tampered)).toEqual({
      signature: true,
      randomness: false,
    });
    expect(verifyBeacon(QUICKNET.publicKey, tampered)).toBe(false);
    expect(
      verifyBeacon(QUICKNET.publicKey, { ...ROUND_1000, randomness: ROUND_657413.randomness }),
    ).toBe(false);
  });
});

describe('the drand round after a close', () => {
  const genesisMs = QUICKNET.genesis * 1000;

  it('dates round n at genesis + (n − 1) periods', () => {
    expect(drandRoundTime(QUICKNET, 1)).toBe(genesisMs);
    expect(drandRoundTime(QUICKNET, 1000)).toBe(genesisMs + 999 * 3000);
  });

  it('takes the first round due strictly after the close, at every boundary', () => {
    expect(drandRoundAfter(QUICKNET, genesisMs - 1)).toBe(1);
    // At genesis round 1 is due, not after: round 2.
    expect(drandRoundAfter(QUICKNET, genesisMs)).toBe(2);
    expect(drandRoundAfter(QUICKNET, genesisMs + 1)).toBe(2);
    expect(drandRoundAfter(QUICKNET, genesisMs + 2999)).toBe(2);
    expect(drandRoundAfter(QUICKNET, genesisMs + 3000)).toBe(3);
    for (const at of [genesisMs + 1234567, genesisMs + 999 * 3000, Date.UTC(2026, 0, 1)]) {
      const round = drandRoundAfter(QUICKNET, at);
      expect(drandRoundTime(QUICKNET, round)).toBeGreaterThan(at);
      expect(drandRoundTime(QUICKNET, round - 1)).toBeLessThanOrEqual(at);
    }
  });

  it('reads a source back', () => {
    expect(parseDrandSource(`drand:${QUICKNET.hash}:1000`)).toEqual({
      chainHash: QUICKNET.hash,
      round: 1000,
    });
    expect(parseDrandSource('crash:12')).toBeNull();
    expect(parseDrandSource(null)).toBeNull();
  });
});

describe('the verifier of a room round\u2019s beacon', () => {
  const beacon = {
    chainHash: QUICKNET.hash,
    round: 1000,
    publicKey: QUICKNET.publicKey,
    signature: ROUND_1000.signature,
    genesis: QUICKNET.genesis,
    period: QUICKNET.period,
  };
  const closedAt = drandRoundTime(QUICKNET, 999) + 1500;

  it('checks the signature, the entropy and that the round is the first after the close', async () => {
    expect(await verifyRoomBeacon(beacon, ROUND_1000.randomness, closedAt)).toEqual({
      chain: 'quicknet',
      signature: true,
      randomness: true,
      firstAfterClose: true,
    });
    // A round chosen later than the close's: the beacon is good, the choice is not.
    expect(await verifyRoomBeacon(beacon, ROUND_1000.randomness, closedAt - 3000)).toMatchObject({
      signature: true,
      firstAfterClose: false,
    });
    expect(await verifyRoomBeacon(beacon, ROUND_657413.randomness, null)).toMatchObject({
      randomness: false,
      firstAfterClose: null,
    });
  });

  it('holds quicknet to its pinned key and timing, whatever the record says', async () => {
    const lying = { ...beacon, publicKey: QUICKNET_T_KEY, genesis: 1, period: 1 };
    expect(await verifyRoomBeacon(lying, ROUND_1000.randomness, closedAt)).toEqual({
      chain: 'quicknet',
      signature: true,
      randomness: true,
      firstAfterClose: true,
    });
    const other = { ...beacon, chainHash: 'ab'.repeat(32) };
    expect(await verifyRoomBeacon(other, ROUND_1000.randomness, closedAt)).toMatchObject({
      chain: null,
      signature: true,
    });
  });
});
