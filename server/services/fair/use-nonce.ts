import type { SeedPair } from '@/lib/games/fair/seeds';
import type { Tx } from '@/server/db/client';
import { runStatement, type Statement } from '@/server/db/statement';
import { lockPlayerSeeds } from './lock-seeds';
import { openSeedPair } from './open-seed-pair';

export type BetSeeds = {
  pairId: number;
  serverSeedHash: string;
  /** The seeds and nonce this bet's outcome comes from. */
  seeds: SeedPair;
  /** The bet's id, taken from `game_bets`' sequence before its row is written. */
  betId: number;
};

/**
 * The active pair's nonce advanced (`activeSeedPairOf`), the pair as it is now, and the bet's id
 * from its table's sequence: the bet's money picks its house shard by that id, so knowing it
 * before the row is written lets the row and the money go in one statement (issue 41).
 */
const ADVANCE: Statement = {
  name: 'fair_seeds_advance_v1',
  text: `update fair_seeds set nonce = nonce + 1
          where user_id = $1 and revealed_at is null
      returning id, server_seed, server_seed_hash, client_seed, nonce,
                nextval(pg_get_serial_sequence('game_bets', 'id')) as bet_id`,
};

type Advanced = {
  id: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  bet_id: number | string;
};

/** Advances the active pair's nonce: the pair as it is now, or nothing when none is active. */
async function advance(tx: Tx, userId: number): Promise<Advanced | undefined> {
  const [pair] = await runStatement<Advanced>(tx, ADVANCE, [userId]);
  return pair;
}

/**
 * Takes the next nonce of the player's active pair for one bet, inside the bet's transaction:
 * one `update … set nonce = nonce + 1 … returning`, which locks the pair until the bet commits.
 * So a player's bets run one after another and each gets its own nonce; a bet that fails
 * (insufficient funds) rolls the nonce back with it.
 *
 * The update finds nothing on a player's first bet, or when a rotation revealed the pair while
 * this bet waited for its row (READ COMMITTED re-checks the row it waited on and drops it). Only
 * then does the bet take the player's seed lock: no rotation runs while it is held, so the next
 * statement sees the pair the last rotation opened and it stays active, and a first pair is
 * opened once. The usual bet costs no statement more.
 */
export async function useNonce(tx: Tx, userId: number, now: Date): Promise<BetSeeds> {
  let pair = await advance(tx, userId);
  if (!pair) {
    await lockPlayerSeeds(tx, userId);
    pair = await advance(tx, userId);
  }
  if (!pair) {
    await openSeedPair(tx, userId, now);
    pair = await advance(tx, userId);
  }
  if (!pair) throw new Error(`no active seed pair for user ${userId} under its seed lock`);
  return {
    pairId: Number(pair.id),
    serverSeedHash: pair.server_seed_hash,
    seeds: { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: pair.nonce - 1 },
    betId: Number(pair.bet_id),
  };
}
