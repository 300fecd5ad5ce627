import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type BetMoney = { id: string; userId: number; currency: Currency; roundId: number };

const player = (userId: number, currency: Currency): AccountRef => ({
  owner: 'user',
  userId,
  currency,
  kind: 'real',
});
const house = (currency: Currency): AccountRef => ({ owner: 'house', currency });

/**
 * A room round's money, each movement under a key derived from its bet or round, so the engine's
 * steps run twice, or by a new engine after a restart, find what was posted instead of paying
 * twice. All of a round's movements use the house shard of `rooms:<round>`: a refund or a draw
 * moves several in one transaction, and one shard cannot deadlock with itself. They run in
 * `ctx.db`, the caller's transaction.
 */

/** The stake, player → house (`rooms:<bet>:stake`); 422 `insufficient_funds` when it is not there. */
export function takeStake(ctx: Ctx, bet: BetMoney, amount: number) {
  return transfer(ctx, {
    key: `rooms:${bet.id}:stake`,
    kind: 'bet_stake',
    debit: player(bet.userId, bet.currency),
    credit: house(bet.currency),
    amount,
    currency: bet.currency,
    metadata: { game: 'rooms', bet_id: bet.id, round_id: bet.roundId },
    shardKey: `rooms:${bet.roundId}`,
  });
}

/** The stake back, house → player (`rooms:<bet>:refund`): the round was refunded. */
export function refundStake(ctx: Ctx, bet: BetMoney, amount: number) {
  return transfer(ctx, {
    key: `rooms:${bet.id}:refund`,
    kind: 'bet_refund',
    debit: house(bet.currency),
    credit: player(bet.userId, bet.currency),
    amount,
    currency: bet.currency,
    metadata: { game: 'rooms', bet_id: bet.id, round_id: bet.roundId },
    shardKey: `rooms:${bet.roundId}`,
  });
}

/** The pot less the commission, house → the winning bet's player (`rooms:<round>:payout`). */
export function payPot(ctx: Ctx, winner: BetMoney, payout: number) {
  return transfer(ctx, {
    key: `rooms:${winner.roundId}:payout`,
    kind: 'bet_payout',
    debit: house(winner.currency),
    credit: player(winner.userId, winner.currency),
    amount: payout,
    currency: winner.currency,
    metadata: { game: 'rooms', bet_id: winner.id, round_id: winner.roundId },
    shardKey: `rooms:${winner.roundId}`,
  });
}
