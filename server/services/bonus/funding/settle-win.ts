import { payBonusShare } from './bonus-share';
import { transfer } from '@/server/services/ledger/transfer';
import { houseAccount, userAccount, type FundingCtx } from './grant-accounts';
import { addWin, bonusShare, lockStakes, movedBefore, type BetRefs } from './stake-rows';

export type WinInput = {
  /** The bet(s) the win settles (a casino win names its round: all of the round's bets). */
  betRefs: BetRefs;
  /** Minor units, 0 or more. */
  payout: number;
  /**
   * All that the bets the win settles staked, when some of them may have been made without a
   * bonus (a casino round's bets before the grant): the bonus share is of this. Default: what the
   * funded bets staked.
   */
  staked?: number;
  /** The product's own ledger key of the payout; the bonus share moves under `<key>:bonus`. */
  key: string;
  kind: string;
  shardKey: string;
  metadata?: Record<string, unknown>;
};

export type WinSplit = { real: number; bonus: number };

/**
 * Pays a win of a bet funded while a bonus ran, split the way its stake was:
 * win_bonus = ⌊payout × stake_bonus / stake⌋, the rest real. The real part goes house → the
 * player's real money under the product's key; the bonus part to where the grant's money is now
 * (`payBonusShare`: bonus account, real once completed within its cap, the pool once given up). Null when the bet had no bonus (the product pays real money as it always did).
 * Records the win on the stake row. A payment made already under its key is not made again.
 * Runs in the caller's transaction.
 */
export async function settleStakeWin(ctx: FundingCtx, input: WinInput): Promise<WinSplit | null> {
  const group = await lockStakes(ctx.db, input.betRefs);
  if (!group) return null;
  const { grant } = group;
  const bonus = bonusShare(input.payout, group, input.staked);
  const real = input.payout - bonus;
  if (await movedBefore(ctx.db, input.key)) return { real, bonus };
  const move = {
    currency: grant.currency,
    shardKey: input.shardKey,
    kind: input.kind,
    debit: houseAccount(grant.currency),
  };
  const metadata = { ...input.metadata, grant_id: grant.id };
  if (real > 0) {
    await transfer(ctx, {
      ...move,
      key: input.key,
      credit: userAccount(grant.userId, grant.currency, 'real'),
      amount: real,
      metadata,
    });
  }
  await payBonusShare(ctx, grant, bonus, input);
  await addWin(ctx.db, group, { win: input.payout, winBonus: bonus, settledAt: ctx.clock.now() });
  return { real, bonus };
}
