import { rootOf, type Db } from '@/server/db/client';
import { runStatement, type Statement } from '@/server/db/statement';

/**
 * A player's active seed pair as this process last saw it, `nonce` being the next bet's. Only a
 * guess: a bet that uses it (`placeSettledBet`) advances the nonce only if the row still has
 * this id, client seed and nonce and is not revealed, so a stale guess costs a retry, never a
 * wrong outcome.
 */
export type KnownPair = {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** Enough for every player active at once; past it the oldest go (their next bet reads again). */
const MAX_PAIRS = 50_000;

/** Per database (`rootOf`): tests open many, each with its own players. */
const pairs = new WeakMap<Db, Map<number, KnownPair>>();

function pairsOf(db: Db) {
  const root = rootOf(db);
  let known = pairs.get(root);
  if (!known) pairs.set(root, (known = new Map()));
  return known;
}

/** The player's pair as last seen here, if it is remembered. */
export function knownPair(db: Db, userId: number): KnownPair | undefined {
  return pairsOf(db).get(userId);
}

/** Remembers the player's pair as seen now (or forgets it: `null`). */
export function rememberPair(db: Db, userId: number, pair: KnownPair | null) {
  const known = pairsOf(db);
  known.delete(userId);
  if (!pair) return;
  if (known.size >= MAX_PAIRS) known.delete(known.keys().next().value!);
  known.set(userId, pair);
}

const READ_ACTIVE_PAIR: Statement = {
  name: 'fair_seeds_read_active_v1',
  text: `select id, server_seed, server_seed_hash, client_seed, nonce
           from fair_seeds where user_id = $1 and revealed_at is null`,
};

/** A pair's columns as a statement answers them (int8 may come back as text). */
export type PairRow = {
  id: number | string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
};

export const knownPairOf = (row: PairRow): KnownPair => ({
  id: Number(row.id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});

/** Reads the player's active pair (none before their first bet) and remembers it. */
export async function readActivePair(db: Db, userId: number): Promise<KnownPair | null> {
  const [row] = await runStatement<PairRow>(db, READ_ACTIVE_PAIR, [userId]);
  const pair = row ? knownPairOf(row) : null;
  rememberPair(db, userId, pair);
  return pair;
}
