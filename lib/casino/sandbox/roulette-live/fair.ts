import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { floats } from '@/lib/games/fair/floats';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { type PocketColor, pocketColor } from '@/lib/games/roulette/layout';
import { roulettePocket } from '@/lib/games/roulette/spin';

/**
 * Provably fair without storage: round n's server seed is HMAC-SHA256(table secret,
 * "roulette-live:n") as 64 hex characters, so the server derives it whenever it needs it. Its
 * SHA-256 (`hashServerSeed`, as the in-house games commit) is published before the round's
 * betting opens; the seed itself once the result shows. From the seed the result follows by the
 * in-house scheme (`lib/games/fair`) with the table's fixed client seed and the round id as the
 * nonce (a shared table has no one player's seed to take): float 0 picks the pocket as the
 * in-house roulette does, float 1 voids the round when floor(f · 40) = 0 (1 round in 40; its
 * bets are all rolled back).
 */
export const TABLE_CLIENT_SEED = 'roulette-live';
export const VOID_ONE_IN = 40;
/** A table secret this short could be guessed, and every round's seed with it. */
export const MIN_TABLE_SECRET_LENGTH = 32;

export type LiveOutcome = {
  roundId: number;
  serverSeed: string;
  seedHash: string;
  /** The round's pocket float, kept so settlement runs the in-house roulette rules on it. */
  float: number;
  pocket: number;
  color: PocketColor;
  voided: boolean;
};

/** Round n's server seed from the table secret. */
export function roundSeed(tableSecret: string, roundId: number): string {
  if (tableSecret.length < MIN_TABLE_SECRET_LENGTH) throw new RangeError('table secret too short');
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError(`bad round: ${roundId}`);
  return bytesToHex(
    hmac(sha256, utf8ToBytes(tableSecret), utf8ToBytes(`roulette-live:${roundId}`)),
  );
}

/** What is published before round n's betting opens: the hash of its seed. */
export function roundCommitment(tableSecret: string, roundId: number) {
  return { roundId, seedHash: hashServerSeed(roundSeed(tableSecret, roundId)) };
}

/** The result of a round from its (revealed) seed: what a player recomputes to verify it. */
export function outcomeFromSeed(serverSeed: string, roundId: number): LiveOutcome {
  const [pocketFloat, voidFloat] = floats(
    { serverSeed, clientSeed: TABLE_CLIENT_SEED, nonce: roundId },
    2,
  ) as [number, number];
  const pocket = roulettePocket(pocketFloat);
  return {
    roundId,
    serverSeed,
    seedHash: hashServerSeed(serverSeed),
    float: pocketFloat,
    pocket,
    color: pocketColor(pocket),
    voided: Math.floor(voidFloat * VOID_ONE_IN) === 0,
  };
}

/** The result of round n at this table. Reveal it only once the round's betting has closed. */
export function roundOutcome(tableSecret: string, roundId: number): LiveOutcome {
  return outcomeFromSeed(roundSeed(tableSecret, roundId), roundId);
}
