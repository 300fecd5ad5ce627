import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import type { GameBet, User } from '@/server/db/schema';
import { runStatement, type Statement } from '@/server/db/statement';
import {
  knownPair,
  knownPairOf,
  readActivePair,
  rememberPair,
  type KnownPair,
  type PairRow,
} from '@/server/services/fair/known-pairs';
import { accountCode, shardCodes } from '@/server/services/ledger/accounts';
import {
  betMoneyFingerprints,
  countBetMoney,
  house,
  KeyTaken,
  player,
  runBetStatement,
} from './bet-money';
import type { BetPlacement } from './bet-placement';

/**
 * A settled bet in one statement, which PostgreSQL runs as one transaction of its own: the
 * nonce, the bet's id, its money and its row, where `placeBet`'s transaction takes four round
 * trips (begin, the nonce, the row with its money, commit). Round trips were most of what a dice
 * bet cost the API (issue 41).
 *
 * The outcome comes from the pair as this process last saw it (`knownPair`), and the statement
 * advances the nonce only if the pair's row is still that one: same id, client seed and nonce, not
 * revealed. The row's lock then holds the player's other bets until this one commits, as the
 * nonce update of `useNonce` does, and a bet whose guess was stale (another process's bet, a
 * rotation, a new client seed) changes nothing and gets the pair as it is, to try again. Before
 * the nonce it checks what `writeNewBet` checks: the key not taken (a replay is answered before
 * funds are) and no bonus running. Then `ledger_bet_money()` (migration 0007) moves the stake and
 * the payout on the house shard `shardCode` picks for `bet:<id>` (the same SHA-256 byte, in SQL),
 * and the row is written with the player's balance after. A failed movement (insufficient funds,
 * a limit) undoes the statement, the nonce with it.
 */
const PLACE_SETTLED_BET: Statement = {
  name: 'game_bets_place_settled_v1',
  text: `with free as (
      select not exists (select 1 from game_bets where user_id = $1::int4 and key = $3::text) as key_free,
             exists (
               select 1 from bonus_grants
                where user_id = $1::int4 and currency = $5::text and status = 'active') as bonus,
             (select id from ledger_accounts where code = $17::text) as player_account
    ), pair as (
      update fair_seeds set nonce = nonce + 1
       where id = $12::int8 and user_id = $1::int4 and revealed_at is null
         and nonce = $15::int4 and client_seed = $14::text
         and (select key_free and not bonus and player_account is not null from free)
      returning nextval(pg_get_serial_sequence('game_bets', 'id')) as bet_id
    ), money as (
      select pair.bet_id,
             ledger_bet_money(
               pair.bet_id, $2::text, free.player_account,
               ($18::int4[])[get_byte(sha256(convert_to('bet:' || pair.bet_id, 'UTF8')), 0)
                             % cardinality($18::int4[]) + 1],
               $5::text, $6::int8, $19::text, $7::int8, $20::text, $16::timestamptz) as balance
        from pair, free
    ), written as (
      insert into game_bets (id, user_id, game, key, fingerprint, status, currency, amount, payout,
                             multiplier, win, inputs, result, seed_pair_id, server_seed_hash,
                             client_seed, nonce, created_at, settled_at, balance_after)
      overriding system value
      select money.bet_id, $1::int4, $2::text, $3::text, $4::text, 'settled', $5::text, $6::int8,
             $7::int8, $8::float8, $9::bool, $10::jsonb, $11::jsonb, $12::int8, $13::text,
             $14::text, $15::int4, $16::timestamptz, $16::timestamptz, money.balance
        from money
      returning id, balance_after, inputs, result
    )
    select free.key_free, free.bonus, free.player_account, written.id as bet_id,
           written.balance_after, written.inputs, written.result, active.id as pair_id,
           active.server_seed, active.server_seed_hash, active.client_seed, active.nonce
      from free
      left join written on true
      left join fair_seeds active
        on written.id is null and active.user_id = $1::int4 and active.revealed_at is null`,
};

type Placed = {
  key_free: boolean;
  bonus: boolean;
  player_account: number | null;
  bet_id: number | string | null;
  balance_after: number | string | null;
  inputs: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
  pair_id: number | string | null;
} & Omit<PairRow, 'id'>;

/** Stale guesses a bet retries with the pair it was answered before taking `placeBet`'s way. */
const ATTEMPTS = 3;

/** The house's shard ids per currency, in shard order, once all of them exist (per database). */
const houseShards = new WeakMap<Db, Map<Currency, number[]>>();

const SHARD_IDS: Statement = {
  name: 'ledger_accounts_ids_by_code_v1',
  text: 'select id, code from ledger_accounts where code = any($1::text[])',
};

/**
 * The ids of the house's shards in `currency`, or null while one is not open yet: the bets that
 * open them go `placeBet`'s way. Accounts are never deleted, so ids once seen stay right.
 */
async function houseShardIds(db: Db, currency: Currency): Promise<number[] | null> {
  const root = rootOf(db);
  let known = houseShards.get(root);
  if (!known) houseShards.set(root, (known = new Map()));
  const cached = known.get(currency);
  if (cached) return cached;
  const codes = shardCodes(house(currency));
  const rows = await runStatement<{ id: number; code: string }>(db, SHARD_IDS, [codes]);
  const ids = codes.map((code) => rows.find((row) => row.code === code)?.id);
  if (ids.some((id) => id === undefined)) return null;
  known.set(currency, ids as number[]);
  return ids as number[];
}

/**
 * Places a bet that settles at once (dice, coinflip, roulette, keno, wheel, cases) as
 * `PLACE_SETTLED_BET` does, and answers its row; null when it must go `placeBet`'s way instead:
 * the player's first bet (no pair yet), a bonus running, an account or shard not open yet, or a
 * guess still stale after ATTEMPTS tries. `KeyTaken` when the key is; 422 `insufficient_funds`
 * on `amount` when the player cannot cover the stake.
 */
export async function placeSettledBet(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<User, 'id' | 'currency'>,
  request: BetPlacement,
  fingerprint: string,
): Promise<GameBet | null> {
  const shards = await houseShardIds(ctx.db, user.currency);
  let pair: KnownPair | null | undefined =
    knownPair(ctx.db, user.id) ?? (await readActivePair(ctx.db, user.id));
  const money = { userId: user.id, currency: user.currency, amount: request.stake };
  for (let attempt = 0; shards && pair && attempt < ATTEMPTS; attempt += 1) {
    const now = ctx.clock.now();
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
    const outcome = request.play(seeds);
    if (outcome.status !== 'settled') return null;
    const { stake, win } = betMoneyFingerprints(money, outcome.payout);
    const values: unknown[] = [
      user.id,
      request.game,
      request.key,
      fingerprint,
      user.currency,
      request.stake,
      outcome.payout,
      outcome.multiplier,
      outcome.win,
      JSON.stringify(request.inputs),
      JSON.stringify(outcome.result),
      pair.id,
      pair.serverSeedHash,
      pair.clientSeed,
      pair.nonce,
      now.toISOString(),
      accountCode(player(money)),
      shards,
      stake,
      win,
    ];
    const placed: Placed = await runBetStatement<Placed>(ctx.db, PLACE_SETTLED_BET, values);
    if (!placed.key_free) throw new KeyTaken();
    if (placed.bonus || placed.player_account === null) return null;
    if (placed.bet_id === null) {
      pair = placed.pair_id === null ? null : knownPairOf({ ...placed, id: placed.pair_id });
      rememberPair(ctx.db, user.id, pair);
      continue;
    }
    rememberPair(ctx.db, user.id, { ...pair, nonce: pair.nonce + 1 });
    countBetMoney(money, outcome.payout);
    return {
      id: Number(placed.bet_id),
      userId: user.id,
      game: request.game,
      key: request.key,
      fingerprint,
      status: 'settled',
      currency: user.currency,
      amount: request.stake,
      payout: outcome.payout,
      multiplier: outcome.multiplier,
      win: outcome.win,
      // As stored: jsonb orders an object's keys its own way, and a replay answers what it reads.
      inputs: placed.inputs!,
      result: placed.result!,
      state: null,
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce: pair.nonce,
      balanceAfter: Number(placed.balance_after),
      createdAt: now,
      settledAt: now,
    };
  }
  return null;
}
