import type { AppContext } from '@/server/app-context';
import { trackBetSettled } from '@/server/services/analytics';
import type { GameBet, User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { sha256 } from '@/server/lib/secrets';
import { useNonce } from '@/server/services/fair/use-nonce';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { KeyTaken, writeNewBet } from './bet-money';
import type { BetPlacement } from './bet-placement';
import { checkStake } from './check-stake';
import { findBetByKey, type FoundBet } from './find-bets';
import { placeSettledBet } from './place-settled-bet';
import { serializeBet, type SerializedBet } from './serialize-bet';

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
 * another request under the key is 409 `idempotency_conflict`. A replay is found before any
 * money moves and keeps no nonce.
 *
 * A bet that settles at once is usually one statement (`placeSettledBet`); a round, a player's
 * first bet, a bet while a bonus runs, or one whose guess of the pair stayed stale go the general
 * way (`placeInTransaction`: begin, the nonce, the row with its money, commit).
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
    const bet =
      (request.settlesAtOnce && (await placeSettledBet(ctx, user, request, fingerprint))) ||
      (await placeInTransaction(ctx, user, request, fingerprint));
    if (bet.status === 'settled') trackBetSettled('games', user.id, bet, bet.game);
    return serializeBet(bet);
  } catch (error) {
    // A key used before is found by the bet's own statement (or a unique index), never looked
    // up first: that would cost every bet a round trip for the rare replay. Either happens before
    // any money moves and while the player's pair takes no other bet (its lock held, or the
    // guess of it checked), so these answers are final. A key sent twice at once is a replay
    // even when its round is the open one.
    const violation = uniqueViolation(error);
    if (error instanceof KeyTaken || violation) {
      const first = await findBetByKey(ctx.db, user.id, request.key);
      if (first) return replay(first, fingerprint);
      if (violation?.constraint === 'game_bets_open_uq') throw AppError.of('round_open', 409);
    }
    throw error;
  }
}

/**
 * The bet in a transaction of its own: the pair's nonce taken under its lock (`useNonce`, which
 * opens a first pair), then the row with its money (`writeNewBet`, which hands a bonus's money to
 * the bonus rules and a round's to an update after its row).
 */
function placeInTransaction(
  ctx: AppContext,
  user: User,
  request: BetPlacement,
  fingerprint: string,
): Promise<GameBet> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { pairId, serverSeedHash, seeds, betId } = await useNonce(tx, user.id, now);
    const outcome = request.play(seeds);
    return writeNewBet(
      { ...ctx, db: tx },
      {
        id: betId,
        userId: user.id,
        game: request.game,
        key: request.key,
        fingerprint,
        status: outcome.status,
        currency: user.currency,
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
      },
    );
  });
}
