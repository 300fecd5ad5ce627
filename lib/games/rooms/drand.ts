import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * drand's beacons as the rooms use them (docs.drand.love): a chain of the `bls-unchained-g1-rfc9380`
 * scheme signs each round number with its group key, the signature is a BLS signature on G1 and
 * the public key is on G2. Round 1 is due at the genesis, round n at `genesis + (n − 1)·period`;
 * its randomness is the SHA-256 of its signature. This file is the arithmetic, free of the pairing
 * code; `drand-verify.ts` checks a signature and is loaded only where that is done.
 */

export const DRAND_SCHEME = 'bls-unchained-g1-rfc9380';
/** RFC 9380's hash-to-G1 with the BLS signature suite's tag, as quicknet signs. */
export const DRAND_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** What fixes a chain's rounds: its hash, group key and timing (Unix seconds, seconds). */
export type DrandChain = { hash: string; publicKey: string; genesis: number; period: number };

/**
 * The League of Entropy's quicknet (`GET https://api.drand.sh/<hash>/info`): the only chain whose
 * beacons nobody, the operator included, can know early. Pinned here, so a verifier checks a round
 * against it whatever the round's record says.
 */
export const QUICKNET: DrandChain = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesis: 1_692_803_367,
  period: 3,
};

type Timing = Pick<DrandChain, 'genesis' | 'period'>;

/** When round `round` is due, in ms. */
export function drandRoundTime(chain: Timing, round: number): number {
  return (chain.genesis + (round - 1) * chain.period) * 1000;
}

/**
 * The first round due strictly after `at` (ms): round n is due at genesis + (n − 1)·period, so
 * the rounds due by `at` number floor((at − genesis) / period) + 1 and the next is one more.
 * Whole milliseconds count: a close at the very second a round is due takes the one after.
 */
export function drandRoundAfter(chain: Timing, at: number): number {
  const genesisMs = chain.genesis * 1000;
  if (at < genesisMs) return 1;
  return Math.floor((at - genesisMs) / (chain.period * 1000)) + 2;
}

/** The message a round's signature signs: SHA-256 of the round as an 8-byte big-endian integer. */
export function drandMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

const HEX = /^[0-9a-f]+$/;
/** A G1 signature compressed (48 bytes), a G2 public key compressed (96 bytes). */
export const isDrandSignature = (value: string) => value.length === 96 && HEX.test(value);
export const isDrandPublicKey = (value: string) => value.length === 192 && HEX.test(value);
export const isChainHash = (value: string) => value.length === 64 && HEX.test(value);

/** A beacon's randomness: the SHA-256 of its signature's bytes, in hex. */
export function drandRandomness(signature: string): string {
  return bytesToHex(sha256(hexToBytes(signature)));
}

const SOURCE = /^drand:([0-9a-f]{64}):(\d{1,15})$/;

/** A room round's entropy source naming a beacon: `drand:<chain hash>:<round>`. */
export const drandSource = (chainHash: string, round: number) => `drand:${chainHash}:${round}`;

export function parseDrandSource(
  source: string | null,
): { chainHash: string; round: number } | null {
  const match = SOURCE.exec(source ?? '');
  return match ? { chainHash: match[1]!, round: Number(match[2]) } : null;
}
