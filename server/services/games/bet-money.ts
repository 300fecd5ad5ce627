import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/server/lib/app-error';
import { countTransfer } from '@/server/lib/metrics';
import type { Currency } from '@/lib/constants/currencies';
import { HOUSE_EDGE } from '@/lib/constants/games';
import type { AppContext } from '@/server/app-context';
import type { Db, Tx } from '@/server/db/client';
import { runStatement, type Statement } from '@/server/db/statement';
import { gameBets, ledgerAccounts, type GameBet } from '@/server/db/schema';
import { fundStake, payWin, settleStakeWin } from '@/server/services/bonus/funding';
import { accountCode, ensureAccounts, type AccountRef } from '@/server/services/ledger/accounts';
import { cannotSpend, transferFingerprint } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = Pick<GameBet, 'id' | 'userId' | 'currency' | 'amount' | 'game'>;

/** The player's real-money account a bet stakes from and is paid to. */
export const player = (bet: Pick<BetMoney, 'userId' | 'currency'>): AccountRef => ({
  owner: 'user',
  userId: bet.userId,
  currency: bet.currency,
  kind: 'real',
});
/** The house's account in the bet's currency (its shard is the bet's: `bet:<id>`). */
export const house = (currency: Currency): AccountRef => ({ owner: 'house', currency });

/** The bet's id among every product's bets, for its bonus funding (`bonus_stakes.bet_ref`). */
const betRef = (bet: BetMoney) => `game:${bet.id}`;

/** A bet's payout under its keys (see `payOut`), split by how its stake was funded if a bonus ran. */
const payoutMove = (bet: BetMoney, payout: number) => ({
  betRefs: [betRef(bet)],
  payout,
  key: `bet:${bet.id}:payout`,
  kind: 'bet_payout',
  shardKey: `bet:${bet.id}`,
  metadata: { bet_id: bet.id, game: bet.game },
});

/**
 * The payout, house → player (key `bet:<id>:payout`), when there is one. It uses the house shard
 * of the stake (`bet:<id>`), so a bet never holds two shards: two bets holding them the other
 * way round could deadlock. A round staked while a bonus ran is paid split the way its stake was
 * (`settleStakeWin`). Runs in `ctx.db`, the bet's transaction.
 */
export async function payOut(ctx: Ctx, bet: BetMoney, payout: number) {
  if (payout <= 0) return;
  await payWin(ctx, { ...payoutMove(bet, payout), userId: bet.userId, currency: bet.currency });
}

/**
 * Writes the bet's changes together with the player's real balance after its money moved (read
 * in the same statement, from the row the transfers just locked).
 */
export async function saveBet(
  tx: Tx,
  bet: BetMoney,
  changes: Partial<typeof gameBets.$inferInsert> = {},
): Promise<GameBet> {
  const balance = sql<number>`(select coalesce(sum(${ledgerAccounts.balance} - ${ledgerAccounts.pendingDebits}), 0) from ${ledgerAccounts} where ${ledgerAccounts.code} = ${accountCode(player(bet))})`;
  const [saved] = await tx
    .update(gameBets)
    .set({ ...changes, balanceAfter: balance })
    .where(eq(gameBets.id, bet.id))
    .returning();
  return saved!;
}

/** A new bet's row as `placeBet` makes it; its id was taken with its nonce (`useNonce`). */
export type NewBet = Omit<GameBet, 'balanceAfter'>;

/** The player's key was taken by an earlier bet: found before any money moved. */
export class KeyTaken extends Error {
  constructor() {
    super("the bet's key is taken");
  }
}

/**
 * The bet row, with its money for a settled bet, in one statement. First what the row's key
 * index would find and whether a bonus runs (an active `bonus_grants` row in the currency); then, for a settled bet
 * under a new key without a bonus, `ledger_bet_money()` (migration 0007: the stake player → house
 * under `bet:<id>:stake`, the payout house → player under `bet:<id>:payout`, on one house shard,
 * and the player's real balance after); then the row with that balance. A taken key writes
 * nothing, so a replay is answered before funds are, as when the row came first. The key is
 * checked under the pair's lock, which every bet of the player takes first, so no bet under it
 * can be in flight. A round (`status` open) is written without its money: its open-round index
 * must refuse a second round before funds are looked at.
 */
const WRITE_NEW_BET: Statement = {
  name: 'game_bets_write_new_v1',
  text: `with free as (
      select not exists (select 1 from game_bets where user_id = $2::int4 and key = $4::text) as key_free,
             exists (
               select 1 from bonus_grants
                where user_id = $2::int4 and currency = $7::text and status = 'active') as bonus
    ), money as (
      select ledger_bet_money($1::int8, $3::text, $21::int4, $22::int4, $7::text, $8::int8,
                              $23::text, $9::int8, $24::text, $19::timestamptz) as balance
        from free where key_free and not bonus and $6::text = 'settled'
    ), written as (
      insert into game_bets (id, user_id, game, key, fingerprint, status, currency, amount, payout,
                             multiplier, win, inputs, result, state, seed_pair_id, server_seed_hash,
                             client_seed, nonce, created_at, settled_at, balance_after)
      overriding system value
      select $1::int8, $2::int4, $3::text, $4::text, $5::text, $6::text, $7::text, $8::int8,
             $9::int8, $10::float8, $11::bool, $12::jsonb, $13::jsonb, $14::jsonb, $15::int8,
             $16::text, $17::text, $18::int4, $19::timestamptz, $20::timestamptz,
             (select balance from money)
        from free where key_free
      returning balance_after, inputs, result
    )
    select free.key_free, free.bonus, written.* from free left join written on true`,
};

type Written = {
  key_free: boolean;
  bonus: boolean;
  balance_after: number | string | null;
  inputs: Record<string, unknown> | null;
  result: Record<string, unknown> | null;
};

/**
 * The fingerprints of a bet's two transfers as `ledger_bet_money()` records them: the stake
 * player → house, the payout house → player.
 */
export function betMoneyFingerprints(bet: Omit<BetMoney, 'id' | 'game'>, payout: number) {
  const money = { currency: bet.currency, pending: false };
  const stake = transferFingerprint({
    ...money,
    kind: 'bet_stake',
    debit: player(bet),
    credit: house(bet.currency),
    amount: bet.amount,
  });
  const win = transferFingerprint({
    ...money,
    kind: 'bet_payout',
    debit: house(bet.currency),
    credit: player(bet),
    amount: payout,
  });
  return { stake, win };
}

/** `ledger_bet_money()`'s accounts and transfer fingerprints for a bet paid in real money. */
async function realMoney(tx: Tx, bet: BetMoney, payout: number, now: Date) {
  const [playerId, houseId] = await ensureAccounts(
    tx,
    [player(bet), house(bet.currency)],
    `bet:${bet.id}`,
    now,
  );
  return { playerId, houseId, ...betMoneyFingerprints(bet, payout) };
}

/** Counts a bet's transfers in the metrics. */
export const countBetMoney = (bet: Pick<BetMoney, 'currency'>, payout: number) => {
  countTransfer('bet_stake', bet.currency);
  if (payout > 0) countTransfer('bet_payout', bet.currency);
};

/**
 * Writes a new bet with its money (`WRITE_NEW_BET`) in `ctx.db`, the transaction that took its
 * nonce, and answers the row as stored. `KeyTaken` when its key is; 422 `insufficient_funds` on
 * `amount` when the player cannot cover the stake. A round's money, or a bet's while a bonus
 * runs, moves after its row.
 */
export async function writeNewBet(
  ctx: Pick<AppContext, 'clock'> & { db: Tx },
  bet: NewBet,
): Promise<GameBet> {
  const money = await realMoney(ctx.db, bet, bet.payout, bet.createdAt);
  const values = [
    bet.id,
    bet.userId,
    bet.game,
    bet.key,
    bet.fingerprint,
    bet.status,
    bet.currency,
    bet.amount,
    bet.payout,
    bet.multiplier,
    bet.win,
    JSON.stringify(bet.inputs),
    JSON.stringify(bet.result),
    bet.state == null ? null : JSON.stringify(bet.state),
    bet.seedPairId,
    bet.serverSeedHash,
    bet.clientSeed,
    bet.nonce,
    bet.createdAt.toISOString(),
    bet.settledAt?.toISOString() ?? null,
    money.playerId,
    money.houseId,
    money.stake,
    money.win,
  ];
  const written = await runBetStatement<Written>(ctx.db, WRITE_NEW_BET, values);
  if (!written.key_free) throw new KeyTaken();
  if (written.bonus) return settleNewBet(ctx, bet, bet.payout);
  if (bet.status === 'open') return moveRealMoney(ctx, bet, bet.payout);
  countBetMoney(bet, bet.payout);
  return {
    ...bet,
    // As stored: jsonb orders an object's keys its own way, and a replay answers what it reads.
    inputs: written.inputs!,
    result: written.result!,
    balanceAfter: Number(written.balance_after),
  };
}

/**
 * Runs a statement that writes a bet with its money and answers its one row; 422
 * `insufficient_funds` on `amount` when the ledger refuses the stake (the statement undone).
 */
export async function runBetStatement<Row>(db: Db, statement: Statement, values: unknown[]) {
  try {
    const [row] = await runStatement<Row>(db, statement, values);
    return row!;
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('amount', 'insufficient_funds');
    throw error;
  }
}

/**
 * A new bet's money while a bonus runs (`writeNewBet` wrote its row and asked): the stake is
 * paid real money first, then bonus money, in ordinary transfers under the bet's keys (the bonus
 * parts under `<key>:bonus`), and the payout split the same way; 422 `bonus_max_bet` when bonus
 * money is in a stake above the grant's maximum bet. `fundStake` reads and locks the grant: if it
 * ended meanwhile, the money moves as without one (`moveRealMoney`).
 */
async function settleNewBet(
  ctx: Pick<AppContext, 'clock'> & { db: Tx },
  bet: BetMoney,
  payout: number,
): Promise<GameBet> {
  const funded = await fundStake(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    amount: bet.amount,
    betRef: betRef(bet),
    product: 'in_house',
    game: bet.game,
    edge: HOUSE_EDGE[bet.game],
    key: `bet:${bet.id}:stake`,
    kind: 'bet_stake',
    shardKey: `bet:${bet.id}`,
    metadata: { bet_id: bet.id, game: bet.game },
  });
  if (funded) {
    if (payout > 0) await settleStakeWin(ctx, payoutMove(bet, payout));
    return saveBet(ctx.db, bet);
  }
  return moveRealMoney(ctx, bet, payout);
}

/**
 * The money of a bet whose row is written, through `ledger_bet_money()` as `WRITE_NEW_BET` moves
 * it, and the row with its balance after.
 */
async function moveRealMoney(
  ctx: Pick<AppContext, 'clock'> & { db: Tx },
  bet: BetMoney,
  payout: number,
): Promise<GameBet> {
  const now = ctx.clock.now();
  const { playerId, houseId, stake, win } = await realMoney(ctx.db, bet, payout, now);
  const balance = sql<number>`ledger_bet_money(${bet.id}::int8, ${bet.game}, ${playerId}::int4, ${houseId}::int4, ${bet.currency}, ${bet.amount}::int8, ${stake}, ${payout}::int8, ${win}, ${now.toISOString()}::timestamptz)`;
  try {
    const [saved] = await ctx.db
      .update(gameBets)
      .set({ balanceAfter: balance })
      .where(eq(gameBets.id, bet.id))
      .returning();
    countBetMoney(bet, payout);
    return saved!;
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('amount', 'insufficient_funds');
    throw error;
  }
}
