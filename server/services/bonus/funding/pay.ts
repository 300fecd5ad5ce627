import type { Currency } from '@/lib/constants/currencies';
import { transfer } from '@/server/services/ledger/transfer';
import { fundStake, type FundedStake, type StakeInput } from './fund-stake';
import { houseAccount, userAccount, type FundingCtx } from './grant-accounts';
import { refundStake } from './refund-stake';
import { settleStakeWin, type WinInput, type WinSplit } from './settle-win';

/** Whose money a movement is: the player's real account and the house, in one currency. */
type Wallet = { userId: number; currency: Currency };

/**
 * The three movements every product makes, whether or not a bonus runs: each asks the funding
 * verb first, and when no bonus is involved moves real money itself under the same key, so a
 * product never writes the fallback transfer again. They run in the caller's transaction.
 */

/**
 * A stake, player → house: real then bonus money while a bonus runs (`fundStake`, 422
 * `bonus_max_bet`), else all real money. 422 `insufficient_funds` when the player cannot cover it.
 */
export async function payStake(ctx: FundingCtx, input: StakeInput): Promise<FundedStake | null> {
  const funded = await fundStake(ctx, input);
  if (funded) return funded;
  await transfer(ctx, {
    key: input.key,
    kind: input.kind,
    debit: userAccount(input.userId, input.currency, 'real'),
    credit: houseAccount(input.currency),
    amount: input.amount,
    currency: input.currency,
    metadata: input.metadata,
    shardKey: input.shardKey,
  });
  return null;
}

/**
 * A win, house → player: split the way its stake was while a bonus ran (`settleStakeWin`), else
 * all real money. A zero win moves nothing.
 */
export async function payWin(ctx: FundingCtx, input: WinInput & Wallet): Promise<WinSplit> {
  const split = await settleStakeWin(ctx, input);
  if (split) return split;
  if (input.payout > 0) {
    await transfer(ctx, {
      key: input.key,
      kind: input.kind,
      debit: houseAccount(input.currency),
      credit: userAccount(input.userId, input.currency, 'real'),
      amount: input.payout,
      currency: input.currency,
      metadata: input.metadata,
      shardKey: input.shardKey,
    });
  }
  return { real: input.payout, bonus: 0 };
}

/**
 * A stake given back, house → player: split the way it was paid while a bonus ran
 * (`refundStake`), else all real money.
 */
export async function payRefund(
  ctx: FundingCtx,
  input: Wallet & {
    betRef: string;
    amount: number;
    key: string;
    kind: string;
    shardKey: string;
    metadata?: Record<string, unknown>;
  },
): Promise<WinSplit> {
  const split = await refundStake(ctx, input);
  if (split) return split;
  await transfer(ctx, {
    key: input.key,
    kind: input.kind,
    debit: houseAccount(input.currency),
    credit: userAccount(input.userId, input.currency, 'real'),
    amount: input.amount,
    currency: input.currency,
    metadata: input.metadata,
    shardKey: input.shardKey,
  });
  return { real: input.amount, bonus: 0 };
}
