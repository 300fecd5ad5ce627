import { toMajor } from '@/lib/money/units';
import type { GameBet } from '@/server/db/schema';

/**
 * The Bet every game answers (contract "games"): money in major units, `balance` the player's
 * real balance after the bet's last money movement. `server_seed` is the pair's server seed once
 * it has been revealed (rotation), so a past bet can be checked on `/fair`; null before.
 */
export function serializeBet(bet: GameBet, revealedServerSeed: string | null = null) {
  return {
    id: String(bet.id),
    game: bet.game,
    amount: toMajor(bet.amount),
    currency: bet.currency,
    multiplier: bet.multiplier,
    payout: toMajor(bet.payout),
    win: bet.win,
    inputs: bet.inputs,
    result: bet.result,
    status: bet.status,
    server_seed_hash: bet.serverSeedHash,
    client_seed: bet.clientSeed,
    nonce: bet.nonce,
    server_seed: revealedServerSeed,
    created_at: bet.createdAt.toISOString(),
    balance: toMajor(bet.balanceAfter ?? 0),
  };
}

export type SerializedBet = ReturnType<typeof serializeBet>;
