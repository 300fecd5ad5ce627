import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { ROOM_HOUSE_EDGE } from '@/lib/constants/rooms';
import { payRefund, payStake, payWin } from '@/server/services/bonus/funding';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = { id: string; userId: number; currency: Currency; roundId: number };

/**
 * A room round's money, each movement under a key derived from its bet or round, so the engine's
 * steps run twice, or by a new engine after a restart, find what was posted instead of paying
 * twice. All of a round's movements use the house shard of `rooms:<round>`: a refund or a draw
 * moves several in one transaction, and one shard cannot deadlock with itself. They run in
 * `ctx.db`, the caller's transaction.
 *
 * While the player has an active bonus, a stake is paid real money first, then bonus money
 * (`bonus_stakes.bet_ref` `room:<bet>`, counted by the rooms' edge), and its refund and the pot it
 * wins are split the way it was (bonus parts under `<key>:bonus`): `bonus/funding`'s `payStake`,
 * `payRefund` and `payWin`.
 */

const betRef = (bet: BetMoney) => `room:${bet.id}`;
const metadata = (bet: BetMoney) => ({ game: 'rooms', bet_id: bet.id, round_id: bet.roundId });

/**
 * The stake, player → house (`rooms:<bet>:stake`); 422 `insufficient_funds` when it is not there,
 * 422 `bonus_max_bet` when bonus money is in a stake above the running bonus's maximum bet.
 */
export async function takeStake(ctx: Ctx, bet: BetMoney, amount: number) {
  await payStake(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    amount,
    betRef: betRef(bet),
    product: 'rooms',
    game: 'rooms',
    edge: ROOM_HOUSE_EDGE,
    key: `rooms:${bet.id}:stake`,
    kind: 'bet_stake',
    shardKey: `rooms:${bet.roundId}`,
    metadata: metadata(bet),
  });
}

/** The stake back, house → player (`rooms:<bet>:refund`): the round was refunded. */
export async function refundStake(ctx: Ctx, bet: BetMoney, amount: number) {
  await payRefund(ctx, {
    userId: bet.userId,
    currency: bet.currency,
    betRef: betRef(bet),
    amount,
    key: `rooms:${bet.id}:refund`,
    kind: 'bet_refund',
    shardKey: `rooms:${bet.roundId}`,
    metadata: metadata(bet),
  });
}

/**
 * The pot less the commission, house → the winning bet's player (`rooms:<round>:payout`), split
 * the way the winning bet was staked when a bonus ran.
 */
export async function payPot(ctx: Ctx, winner: BetMoney, payout: number) {
  await payWin(ctx, {
    userId: winner.userId,
    currency: winner.currency,
    betRefs: [betRef(winner)],
    payout,
    key: `rooms:${winner.roundId}:payout`,
    kind: 'bet_payout',
    shardKey: `rooms:${winner.roundId}`,
    metadata: metadata(winner),
  });
}
