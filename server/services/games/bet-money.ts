import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Tx } from '@/server/db/client';
import { gameBets, ledgerAccounts, type GameBet } from '@/server/db/schema';
import { accountCode, type AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';

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
 * The stake, player → house (key `bet:<id>:stake`); 422 `insufficient_funds` on `amount`. Stake
 * and payout use one house shard (`bet:<id>`), so a bet never holds two of them. Both run in
 * `ctx.db`, the bet's transaction.
 */
export function takeStake(ctx: Ctx, bet: BetMoney) {
  return transfer(ctx, {
    key: `bet:${bet.id}:stake`,
    kind: 'bet_stake',
    debit: player(bet),
    credit: house(bet.currency),
    amount: bet.amount,
    currency: bet.currency,
    metadata: { bet_id: bet.id, game: bet.game },
    shardKey: `bet:${bet.id}`,
  });
}

/** The payout, house → player (key `bet:<id>:payout`), when there is one. */
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
