import type { FairSeedPair } from '@/server/db/schema';

/** The active pair as the player sees it: the server seed only as its hash. */
export function serializeSeeds(pair: FairSeedPair) {
  return {
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    nonce: pair.nonce,
  };
}

/** A revealed pair: the server seed too, and `nonce` = the number of bets made with it. */
export function serializeRevealedSeeds(pair: FairSeedPair) {
  return { server_seed: pair.serverSeed, ...serializeSeeds(pair) };
}

/** A revealed pair in the history, with when it was revealed. */
export function serializeSeedsHistoryItem(pair: FairSeedPair) {
  return { ...serializeRevealedSeeds(pair), revealed_at: pair.revealedAt!.toISOString() };
}
