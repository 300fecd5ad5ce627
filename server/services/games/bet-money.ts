import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/server/lib/app-error';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Tx } from '@/server/db/client';
import { gameBets, ledgerAccounts, type GameBet } from '@/server/db/schema';
import { accountCode, ensureAccounts, type AccountRef } from '@/server/services/ledger/accounts';
import { cannotSpend, transfer, transferFingerprint } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = Pick<GameBet, 'id' | 'userId' | 'currency' | 'amount' | 'game'>;

const player = (bet: BetMoney): AccountRef => ({
  owner: 'user',
  userId: bet.userId,
  currency: bet.currency,
  kind: 'real',
});
const house = (currency: Currency): AccountRef => ({ owner: 'house', currency });

/**
 * The payout, house → player (key `bet:<id>:payout`), when there is one. It uses the house shard
 * of the stake (`bet:<id>`), so a bet never holds two shards: two bets holding them the other
 * way round could deadlock. Runs in `ctx.db`, the bet's transaction.
 */
export async function payOut(ctx: Ctx, bet: BetMoney, payout: number) {
  if (payout <= 0) return;
  await transfer(ctx, {
    key: `bet:${bet.id}:payout`,
    kind: 'bet_payout',
    debit: house(bet.currency),
    credit: player(bet),
    amount: payout,
    currency: bet.currency,
    metadata: { bet_id: bet.id, game: bet.game },
    shardKey: `bet:${bet.id}`,
  });
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
 */
export async function settleNewBet(
  ctx: Pick<AppContext, 'clock'> & { db: Tx },
  bet: BetMoney,
  payout: number,
): Promise<GameBet> {
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
    return saved!;
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('amount', 'insufficient_funds');
    throw error;
  }
}
