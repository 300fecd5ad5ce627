import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/server/lib/app-error';
import { countTransfer } from '@/server/lib/metrics';
import type { Currency } from '@/lib/constants/currencies';
import { HOUSE_EDGE } from '@/lib/constants/games';
import type { AppContext } from '@/server/app-context';
import type { Tx } from '@/server/db/client';
import { gameBets, ledgerAccounts, type GameBet } from '@/server/db/schema';
import { fundStake, payWin, settleStakeWin } from '@/server/services/bonus/funding';
import { accountCode, ensureAccounts, type AccountRef } from '@/server/services/ledger/accounts';
import { cannotSpend, transferFingerprint } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = Pick<GameBet, 'id' | 'userId' | 'currency' | 'amount' | 'game'>;

const player = (bet: BetMoney): AccountRef => ({
  owner: 'user',
  userId: bet.userId,
  currency: bet.currency,
  kind: 'real',
});
const house = (currency: Currency): AccountRef => ({ owner: 'house', currency });

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

/**
 * A new bet's money and its row's balance after, in one statement (`ledger_bet_money()`,
 * migration 0007): the stake player → house (key `bet:<id>:stake`), the payout house → player
 * (`bet:<id>:payout`, as `payOut` makes it) on the same house shard, and what `saveBet` stores. The bet row was written in this
 * transaction, so its keys are new and nothing is replayed here. 422 `insufficient_funds` on
 * `amount` when the player cannot cover the stake.
 *
 * With a bonus running (`options.bonus`: the bet row's insert asked `hasActiveGrant`, so a bet
 * without one pays no round trip for bonuses; `fundStake` then reads and locks the grant) the stake is paid real money first, then bonus money, in ordinary transfers
 * under the same keys (the bonus parts under `<key>:bonus`), and the payout split the same way;
 * 422 `bonus_max_bet` when bonus money is in a stake above the grant's maximum bet.
 */
export async function settleNewBet(
  ctx: Pick<AppContext, 'clock'> & { db: Tx },
  bet: BetMoney,
  payout: number,
  options: { bonus: boolean },
): Promise<GameBet> {
  const funded =
    options.bonus &&
    (await fundStake(ctx, {
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
    }));
  if (funded) {
    if (payout > 0) await settleStakeWin(ctx, payoutMove(bet, payout));
    return saveBet(ctx.db, bet);
  }
  const now = ctx.clock.now();
  const [playerId, houseId] = await ensureAccounts(
    ctx.db,
    [player(bet), house(bet.currency)],
    `bet:${bet.id}`,
    now,
  );
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
  const balance = sql<number>`ledger_bet_money(${bet.id}::int8, ${bet.game}, ${playerId}::int4, ${houseId}::int4, ${bet.currency}, ${bet.amount}::int8, ${stake}, ${payout}::int8, ${win}, ${now.toISOString()}::timestamptz)`;
  try {
    const [saved] = await ctx.db
      .update(gameBets)
      .set({ balanceAfter: balance })
      .where(eq(gameBets.id, bet.id))
      .returning();
    countTransfer('bet_stake', bet.currency);
    if (payout > 0) countTransfer('bet_payout', bet.currency);
    return saved!;
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('amount', 'insufficient_funds');
    throw error;
  }
}
