import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { CRASH_HOUSE_EDGE } from '@/lib/constants/crash';
import { payRefund, payStake, payWin } from '@/server/services/bonus/funding';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = { id: string; userId: number; currency: Currency; roundId: number };

const metadata = (bet: BetMoney) => ({ game: 'crash', bet_id: bet.id, round_id: bet.roundId });

/**
 * A crash bet's money, each movement under a key derived from the bet (`crash:<bet>:…`), so the
 * restart sweep and a replayed request find what was already posted instead of paying twice.
 * All three use the house shard of `crash:<bet>`, as an in-house bet does (`bet-money.ts`).
 * They run in `ctx.db`, the caller's transaction.
 *
 * While the player has an active bonus, the stake is paid real money first, then bonus money
 * (`bonus_stakes.bet_ref` `crash:<bet>`, counted by crash's edge), and its payout and refund are
 * split the way it was (bonus parts under `<key>:bonus`): `bonus/funding`'s `payStake`,
 * `payWin` and `payRefund`.
 */

const betRef = (bet: BetMoney) => `crash:${bet.id}`;

/**
 * The stake, player → house; 422 `insufficient_funds` on `amount` when it is not there, 422
 * `bonus_max_bet` when bonus money is in a stake above the running bonus's maximum bet.
 */
export async function takeStake(ctx: Ctx, bet: BetMoney, amount: number) {
  await payStake(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    amount,
    betRef: betRef(bet),
    product: 'crash',
    game: 'crash',
    edge: CRASH_HOUSE_EDGE,
    key: `crash:${bet.id}:stake`,
    kind: 'bet_stake',
    shardKey: `crash:${bet.id}`,
    metadata: metadata(bet),
  });
}

/** A cash-out's payout, house → player. */
export async function payCashOut(ctx: Ctx, bet: BetMoney, payout: number) {
  await payWin(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    betRefs: [betRef(bet)],
    payout,
    key: `crash:${bet.id}:payout`,
    kind: 'bet_payout',
    shardKey: `crash:${bet.id}`,
    metadata: metadata(bet),
  });
}

/** The stake back, house → player: a bet taken back before the start, or a void round's. */
export async function refundStake(ctx: Ctx, bet: BetMoney, amount: number) {
  await payRefund(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    betRef: betRef(bet),
    amount,
    key: `crash:${bet.id}:refund`,
    kind: 'bet_refund',
    shardKey: `crash:${bet.id}`,
    metadata: metadata(bet),
  });
}

/** What a cash-out at `at` hundredths pays on a stake: rounded down to the minor unit. */
export function payoutAt(amount: number, at: number): number {
  return Math.floor((amount * at) / 100);
}
