import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { bonusGrants, bonusStakes, type BonusGrant, type BonusStake } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { userBalances } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { convertIfComplete } from './convert';
import { houseAccount, lockActiveGrant, userAccount, type FundingCtx } from './grant-accounts';
import { stakeContribution, type WeighedStake } from './weight';

export type StakeInput = WeighedStake & {
  userId: number;
  currency: Currency;
  /** Minor units, positive. */
  amount: number;
  /** The bet's id across products (`game:<id>`, `casino:<aggregator>:<tx>`, …). */
  betRef: string;
  /** The product's own ledger key of the stake; the bonus part moves under `<key>:bonus`. */
  key: string;
  kind: string;
  shardKey: string;
  metadata?: Record<string, unknown>;
};

export type FundedStake = {
  /** The grant after the bet: `completed` when this bet finished its wagering. */
  grant: BonusGrant;
  stake: BonusStake;
  /** The parts paid from real and from bonus money, minor units. */
  real: number;
  bonus: number;
};

/**
 * Pays a bet's stake while the player has an active bonus in its currency, in the caller's
 * transaction. Without one it answers null after its one lookup, and the product pays the stake
 * from real money the way it always did.
 *
 * Real money is spent first, then bonus money: real → house under the product's key (skipped
 * when 0), bonus → house under `<key>:bonus`. A stake with bonus money in it above the grant's
 * maximum bet is refused now (422 `bonus_max_bet` on `amount`), never a win voided later; a stake
 * the two accounts cannot cover is the usual `insufficient_funds` (checked first: the bet could
 * not be made at any size of bonus).
 *
 * Every bet made while the grant runs counts toward its wagering, real-funded ones included:
 * real money is spent first, so counting bonus-funded stakes only would leave wagering standing
 * still until the deposit is gone, and a player who wins on real money would never start it.
 * What keeps cheap play from clearing it is the contribution profile (a 1 % dice against a 4 %
 * reference counts 25 %), not the source of the money. The stake counts once: `bonus_stakes` is
 * keyed by `bet_ref`, and a replay answers the stored split without moving or counting anything.
 * When the wagering reaches the requirement the bonus converts in the same transaction
 * (`convertIfComplete`).
 */
export async function fundStake(ctx: FundingCtx, input: StakeInput): Promise<FundedStake | null> {
  const active = await lockActiveGrant(ctx.db, input.userId, input.currency);
  // Past its validity a grant waits for the expiry sweep: its money is no longer to play with.
  if (!active || active.expiresAt <= ctx.clock.now()) return null;
  const [earlier] = await ctx.db
    .select()
    .from(bonusStakes)
    .where(eq(bonusStakes.betRef, input.betRef));
  if (earlier) {
    const bonus = earlier.stakeBonus;
    return { grant: active, stake: earlier, real: earlier.stake - bonus, bonus };
  }

  const balances = await userBalances(ctx.db, input.userId, input.currency);
  const real = Math.min(input.amount, Math.max(0, balances.real));
  const bonus = input.amount - real;
  if (bonus > balances.bonus) throw AppError.field('amount', 'insufficient_funds');
  if (bonus > 0 && input.amount > active.maxBet) throw AppError.field('amount', 'bonus_max_bet');

  const stake = await recordStake(ctx, active, input, bonus);

  const move = {
    currency: input.currency,
    shardKey: input.shardKey,
    credit: houseAccount(input.currency),
  };
  const metadata = { ...input.metadata, bet_ref: input.betRef, grant_id: active.id };
  if (real > 0) {
    await transfer(ctx, {
      ...move,
      key: input.key,
      kind: input.kind,
      debit: userAccount(input.userId, input.currency, 'real'),
      amount: real,
      metadata,
    });
  }
  if (bonus > 0) {
    await transfer(ctx, {
      ...move,
      key: `${input.key}:bonus`,
      kind: input.kind,
      debit: userAccount(input.userId, input.currency, 'bonus'),
      amount: bonus,
      metadata: { ...metadata, money: 'bonus' },
    });
  }

  const grant = await countStake(ctx, active, stake);
  return { grant, stake, real, bonus };
}

/**
 * Counts toward the running bonus's wagering a stake paid wholly in real money outside
 * `fundStake`: a live sports ticket, whose stake was held through the live delay and is posted
 * now that it is accepted (bonus money is not held for live bets, `takeTicketStake`). Null
 * without an active grant; a stake counted already answers its row and counts nothing. Runs in
 * the caller's transaction.
 */
export async function countRealStake(
  ctx: FundingCtx,
  input: Omit<StakeInput, 'key' | 'kind' | 'shardKey' | 'metadata'>,
): Promise<FundedStake | null> {
  const active = await lockActiveGrant(ctx.db, input.userId, input.currency);
  if (!active || active.expiresAt <= ctx.clock.now()) return null;
  const [earlier] = await ctx.db
    .select()
    .from(bonusStakes)
    .where(eq(bonusStakes.betRef, input.betRef));
  if (earlier) return { grant: active, stake: earlier, real: earlier.stake, bonus: 0 };
  const stake = await recordStake(ctx, active, input, 0);
  const grant = await countStake(ctx, active, stake);
  return { grant, stake, real: input.amount, bonus: 0 };
}

/** The stake's row under the grant, weighed by the grant's contribution profile. */
async function recordStake(
  ctx: FundingCtx,
  active: BonusGrant,
  input: WeighedStake & { userId: number; amount: number; betRef: string },
  bonus: number,
): Promise<BonusStake> {
  const { weightBp, contribution } = stakeContribution(active.contributions, input, input.amount);
  const [stake] = await ctx.db
    .insert(bonusStakes)
    .values({
      betRef: input.betRef,
      grantId: active.id,
      userId: input.userId,
      product: input.product,
      game: input.game,
      stake: input.amount,
      stakeBonus: bonus,
      weightBp,
      contribution,
      createdAt: ctx.clock.now(),
    })
    .returning();
  return stake!;
}

/** Adds the stake's contribution to the grant's wagering and converts it when that is done. */
async function countStake(ctx: FundingCtx, active: BonusGrant, stake: BonusStake) {
  const [counted] = await ctx.db
    .update(bonusGrants)
    .set({
      wagered: sql`least(${bonusGrants.wageringRequired}, ${bonusGrants.wagered} + ${stake.contribution})`,
    })
    .where(eq(bonusGrants.id, active.id))
    .returning();
  return convertIfComplete(ctx, counted!);
}
