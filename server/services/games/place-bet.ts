import type { InHouseGame } from '@/lib/constants/games';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { AppContext } from '@/server/app-context';
import { trackBetSettled } from '@/server/services/analytics';
import { gameBets, type BetStatus, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { sha256 } from '@/server/lib/secrets';
import { useNonce } from '@/server/services/fair/use-nonce';
import { hasActiveGrant } from '@/server/services/bonus/funding';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { settleNewBet } from './bet-money';
import { checkStake } from './check-stake';
import { findBetByKey, type FoundBet } from './find-bets';
import { serializeBet, type SerializedBet } from './serialize-bet';

/** What a bet (or a round's step) comes to. */
export type Outcome = {
  status: BetStatus;
  multiplier: number;
  /** Minor units; 0 while a round is open. */
  payout: number;
  win: boolean;
  /** What the API answers as `result`. */
  result: Record<string, unknown>;
  /** A round's full state, secrets included (hilo, miner). */
  state?: unknown;
};

/** A bet to place: what the game's definition made of the request. */
export type BetPlacement = {
  game: InHouseGame;
  /** The player's idempotency key. */
  key: string;
  /** Minor units of the player's currency. */
  stake: number;
  /** The player's choices as stored and answered; with the stake they make the fingerprint. */
  inputs: Record<string, unknown>;
  /** The outcome from the bet's seeds: the game's definition, nothing else. */
  play: (seeds: SeedPair) => Outcome;
};

/** The rate-limit key shared by a player's bets and round actions. */
export const actionLimitKey = (userId: number) => `game:user:${userId}`;

/** A replayed key answers its bet; the same key with another request is a 409. */
function replay(found: FoundBet, fingerprint: string): SerializedBet {
  if (found.bet.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
  return serializeBet(found.bet, found.revealedServerSeed);
}

/**
 * Places a bet, or starts a hilo or miner round, in the player's currency. One database
 * transaction: the active seed pair's nonce advances (locking the pair, so a player's bets run
 * one at a time, each with its own nonce), the outcome is computed from server seed, client seed
 * and nonce, the bet row is written, the stake moves player → house and any payout house →
 * player. Anything refused (insufficient funds, a round already open) rolls all of it back, the
 * nonce included. Idempotent by the player's key: the same request again answers the first bet;
 * another request under the key is 409 `idempotency_conflict`. The key's unique index finds a
 * replay, which rolls back the nonce it took.
 */
export async function placeBet(
  ctx: AppContext,
  user: User,
  request: BetPlacement,
): Promise<SerializedBet> {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const fingerprint = sha256(JSON.stringify([request.game, request.stake, request.inputs]));
  const currency = user.currency;
  try {
    checkStake(request.game, currency, request.stake);
  } catch (error) {
    // A stake the limits refuse now may be the replay of a bet they allowed then.
    const earlier = await findBetByKey(ctx.db, user.id, request.key);
    if (earlier) return replay(earlier, fingerprint);
    throw error;
  }

  try {
    const bet = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const { pairId, serverSeedHash, seeds } = await useNonce(tx, user.id, now);
      const outcome = request.play(seeds);
      const [row] = await tx
        .insert(gameBets)
        .values({
          userId: user.id,
          game: request.game,
          key: request.key,
          fingerprint,
          status: outcome.status,
          currency,
          amount: request.stake,
          payout: outcome.payout,
          multiplier: outcome.multiplier,
          win: outcome.win,
          inputs: request.inputs,
          result: outcome.result,
          state: outcome.state ?? null,
          seedPairId: pairId,
          serverSeedHash,
          clientSeed: seeds.clientSeed,
          nonce: seeds.nonce,
          createdAt: now,
          settledAt: outcome.status === 'settled' ? now : null,
        })
        // Whether a bonus runs, asked in a statement the bet makes anyway (no round trip more).
        .returning({ id: gameBets.id, bonus: hasActiveGrant(user.id, currency) });
      // The whole row comes back once, from the statement that moves its money.
      const bet = {
        id: row!.id,
        userId: user.id,
        currency,
        amount: request.stake,
        game: request.game,
      };
      return settleNewBet({ ...ctx, db: tx }, bet, outcome.payout, { bonus: row!.bonus });
    });
    if (bet.status === 'settled') trackBetSettled('games', user.id, bet, bet.game);
    return serializeBet(bet);
  } catch (error) {
    // A key used before is found here, not looked up first: that lookup would cost every bet
    // a round trip for the rare replay. Both indexes are checked under the pair's lock, so these
    // answers are final. A key sent twice at once is a replay even when its round is the open
    // one.
    const violation = uniqueViolation(error);
    if (violation) {
      const first = await findBetByKey(ctx.db, user.id, request.key);
      if (first) return replay(first, fingerprint);
      if (violation.constraint === 'game_bets_open_uq') throw AppError.of('round_open', 409);
    }
    throw error;
  }
}
