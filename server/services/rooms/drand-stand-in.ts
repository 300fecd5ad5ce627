import 'server-only';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DRAND_STAND_IN_GENESIS, DRAND_STAND_IN_PERIOD_S } from '@/lib/constants/drand';
import {
  DRAND_DST,
  DRAND_SCHEME,
  drandMessage,
  drandRandomness,
  drandRoundTime,
  type DrandChain,
} from '@/lib/games/rooms/drand';
import type { DrandBeaconAnswer, DrandChainInfo } from '@/lib/schemas/rooms';

/**
 * A drand chain of one signer, for development and tests: the same scheme, messages and answers
 * as quicknet, with a key derived from AUTH_SECRET (`rooms-config.ts`'s seed). It proves nothing
 * about fairness: whoever holds AUTH_SECRET can sign any round ahead of time. Its chain hash is
 * the SHA-256 of a label, the key and the timing (not drand's own derivation, which hashes a
 * group file this chain has none of).
 */
export type StandInChain = { chain: DrandChain; secretKey: Uint8Array };

const chains = new Map<string, StandInChain>();

/** The stand-in's chain for a seed; made once per seed (key generation costs a scalar product). */
export function standInChain(seed: string): StandInChain {
  const known = chains.get(seed);
  if (known) return known;
  const bls = bls12_381.shortSignatures;
  // keygen maps 48 bytes of key material onto a scalar with negligible bias.
  const material = sha512(utf8ToBytes(`drand-stand-in:${seed}`)).subarray(0, 48);
  const { secretKey, publicKey } = bls.keygen(material);
  const key = publicKey.toBytes(true);
  const timing = new Uint8Array(12);
  new DataView(timing.buffer).setBigUint64(0, BigInt(DRAND_STAND_IN_GENESIS));
  new DataView(timing.buffer).setUint32(8, DRAND_STAND_IN_PERIOD_S);
  const made: StandInChain = {
    secretKey,
    chain: {
      hash: bytesToHex(sha256(concatBytes(utf8ToBytes('arcada-drand-stand-in'), key, timing))),
      publicKey: bytesToHex(key),
      genesis: DRAND_STAND_IN_GENESIS,
      period: DRAND_STAND_IN_PERIOD_S,
    },
  };
  chains.set(seed, made);
  return made;
}

/** What `GET …/{chain hash}/info` answers, as drand's relays do. */
export function standInInfo({ chain }: StandInChain): DrandChainInfo {
  return {
    public_key: chain.publicKey,
    period: chain.period,
    genesis_time: chain.genesis,
    hash: chain.hash,
    groupHash: chain.hash,
    schemeID: DRAND_SCHEME,
    metadata: { beaconID: 'stand-in' },
  };
}

/** Round `round`'s beacon, or null while it is not due at `now` (ms): no round is signed early. */
export function standInBeacon(
  { chain, secretKey }: StandInChain,
  round: number,
  now: number,
): DrandBeaconAnswer | null {
  if (drandRoundTime(chain, round) > now) return null;
  const bls = bls12_381.shortSignatures;
  const point = bls.sign(bls.hash(drandMessage(round), DRAND_DST), secretKey);
  const signature = bytesToHex(point.toBytes(true));
  return { round, randomness: drandRandomness(signature), signature };
}
