import { payBonusShare } from './bonus-share';
import { eq, sql } from 'drizzle-orm';
import { bonusGrants, bonusStakes, ledgerTransfers } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { bonusShareAccount, houseAccount, userAccount, type FundingCtx } from './grant-accounts';
import { addWin, bonusShare, lockStakes, movedBefore, type BetRefs } from './stake-rows';
import type { WinSplit } from './settle-win';

type Reversal = {
  /** The product's own ledger key of the reversal; the bonus share moves under `<key>:bonus`. */
  key: string;
  kind: string;
  shardKey: string;
  metadata?: Record<string, unknown>;
};

/**
 * Gives back the stake of a bet funded while a bonus ran (a provider's rollback, a void), the
 * way it was paid: the real part house → real money under the product's key, the bonus part to
 * where the grant's money is now (`payBonusShare`). Marks the row
 * refunded and, while the grant runs, takes its contribution back from the wagering (a grant
 * that completed stays completed: its conversion is not undone). Null when the bet had no bonus;
 * a bet given back already answers its split and moves nothing. Runs in the caller's transaction.
 */
export async function refundStake(
  ctx: FundingCtx,
  input: Reversal & { betRef: string },
): Promise<WinSplit | null> {
  const group = await lockStakes(ctx.db, [input.betRef], { refunded: true });
  if (!group) return null;
  const { grant, rows } = group;
  const row = rows[0]!;
  if (row.refundedAt) return { real: row.stake - row.stakeBonus, bonus: row.stakeBonus };
  const move = {
    currency: grant.currency,
    shardKey: input.shardKey,
    kind: input.kind,
    debit: houseAccount(grant.currency),
  };
  const metadata = { ...input.metadata, grant_id: grant.id, bet_ref: row.betRef };
  const real = row.stake - row.stakeBonus;
  if (real > 0) {
    await transfer(ctx, {
      ...move,
      key: input.key,
      credit: userAccount(grant.userId, grant.currency, 'real'),
      amount: real,
      metadata,
    });
  }
  await payBonusShare(ctx, grant, row.stakeBonus, { ...input, metadata });
  await ctx.db
    .update(bonusStakes)
    .set({ refundedAt: ctx.clock.now() })
    .where(eq(bonusStakes.betRef, row.betRef));
  if (grant.status === 'active' && row.contribution > 0) {
    await ctx.db
      .update(bonusGrants)
      .set({ wagered: sql`greatest(0, ${bonusGrants.wagered} - ${row.contribution})` })
      .where(eq(bonusGrants.id, grant.id));
  }
  return { real, bonus: row.stakeBonus };
}

/**
 * Takes back a win of a bet funded while a bonus ran (a provider's rollback of a win): split as
 * it was paid (the same formula on the same amount), the real part from the player's real money
 * under the product's key, the bonus part under `<key>:bonus` from where the grant's money is
 * now: the bonus account while it runs, real money once it completed, the pool once given up.
 * The player's accounts must hold it (else 422 `insufficient_funds`, as the product answers
 * today). Null when the bet had no bonus.
 */
export async function reverseStakeWin(
  ctx: FundingCtx,
  input: Reversal & { betRefs: BetRefs; amount: number; staked?: number },
): Promise<WinSplit | null> {
  const group = await lockStakes(ctx.db, input.betRefs, { refunded: true });
  if (!group) return null;
  const { grant } = group;
  const bonus = bonusShare(input.amount, group, input.staked);
  const real = input.amount - bonus;
  if (await movedBefore(ctx.db, input.key)) return { real, bonus };
  const move = {
    currency: grant.currency,
    shardKey: input.shardKey,
    kind: input.kind,
    credit: houseAccount(grant.currency),
  };
  const metadata = { ...input.metadata, grant_id: grant.id };
  if (real > 0) {
    await transfer(ctx, {
      ...move,
      key: input.key,
      debit: userAccount(grant.userId, grant.currency, 'real'),
      amount: real,
      metadata,
    });
  }
  if (bonus > 0) {
    await transfer(ctx, {
      ...move,
      key: `${input.key}:bonus`,
      debit: bonusShareAccount(grant.status, grant.userId, grant.currency),
      amount: bonus,
      metadata: { ...metadata, money: 'bonus', grant_status: grant.status },
    });
  }
  await addWin(ctx.db, group, { win: -input.amount, winBonus: -bonus, settledAt: ctx.clock.now() });
  return { real, bonus };
}

/**
 * For a reversal that must not fail (a sports resettlement taking a payout back): takes back the
 * bonus share of the win, split as it was paid, from where the grant's money is now as far as
 * that holds it: the bonus account while the grant runs (what the player spent of it stays with
 * the real part), the pool once given up; once completed the share is real money, which the
 * product takes back by its own rule. Answers what is left for the product to take back from
 * real money, or null when the bet had no bonus. Made once under `<key>:bonus`.
 */
export async function takeBackBonusShare(
  ctx: FundingCtx,
  input: Reversal & { betRefs: BetRefs; amount: number },
): Promise<number | null> {
  const group = await lockStakes(ctx.db, input.betRefs, { refunded: true });
  if (!group) return null;
  const { grant } = group;
  const share = bonusShare(input.amount, group);
  const [done] = await ctx.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `${input.key}:bonus`));
  if (done) return input.amount - done.amount;
  let taken = 0;
  if (grant.status === 'active') {
    const { bonus } = await userBalances(ctx.db, grant.userId, grant.currency);
    taken = Math.min(share, Math.max(0, bonus));
  } else if (grant.status !== 'completed') {
    taken = share;
  }
  if (taken > 0) {
    await transfer(ctx, {
      key: `${input.key}:bonus`,
      kind: input.kind,
      debit: bonusShareAccount(grant.status, grant.userId, grant.currency),
      credit: houseAccount(grant.currency),
      amount: taken,
      currency: grant.currency,
      shardKey: input.shardKey,
      metadata: {
        ...input.metadata,
        grant_id: grant.id,
        money: 'bonus',
        grant_status: grant.status,
      },
    });
  }
  await addWin(ctx.db, group, { win: -input.amount, winBonus: -taken, settledAt: ctx.clock.now() });
  return input.amount - taken;
}
