import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import {
  ROOM_MAX_BETS_PER_PLAYER,
  ROOM_MAX_BETS_PER_ROUND,
  ROOM_MAX_STAKE_PER_PLAYER,
  ROOM_MIN_STAKE,
  type Room,
} from '@/lib/constants/rooms';
import { hashServerSeed } from '@/lib/games/fair/seeds';
import { toMajor, toMinor } from '@/lib/money/units';
import type { RoomBetRequest, RoomMyBet } from '@/lib/schemas/rooms';
import type { AppContext } from '@/server/app-context';
import { roomBets, roomRounds, type RoomBet, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { sha256 } from '@/server/lib/secrets';
import { newServerSeed } from '@/server/services/fair/new-seeds';
import { actionLimitKey } from '@/server/services/games/place-bet';
import { userBalances } from '@/server/services/ledger/accounts';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { takeStake } from './money';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The player's answer for a bet: the bet with their real balance now. */
async function answerBet(
  ctx: Pick<AppContext, 'db'>,
  room: Room,
  bet: RoomBet,
): Promise<RoomMyBet> {
  const { real } = await userBalances(ctx.db, bet.userId, bet.currency);
  return {
    id: bet.id,
    round_id: bet.roundId,
    room,
    currency: bet.currency,
    amount: toMajor(bet.amount),
    tickets_from: bet.ticketsFrom,
    tickets_to: bet.ticketsTo,
    status: bet.status,
    payout: toMajor(bet.payout),
    created_at: bet.createdAt.toISOString(),
    balance: toMajor(real),
  };
}

/**
 * The room's round taking bets in the currency, locked `for update`; made (`waiting`, with a new
 * server seed whose hash is public from now) when there is none. Two first bets at once both
 * insert; the partial unique index keeps one round and the other insert does nothing.
 */
async function lockOpenRound(ctx: Ctx, room: Room, currency: Currency) {
  const select = () =>
    ctx.db
      .select()
      .from(roomRounds)
      .where(
        and(
          eq(roomRounds.room, room),
          eq(roomRounds.currency, currency),
          inArray(roomRounds.status, ['waiting', 'counting']),
        ),
      )
      .for('update');
  const [open] = await select();
  if (open) return open;
  const serverSeed = newServerSeed();
  await ctx.db
    .insert(roomRounds)
    .values({
      room,
      currency,
      status: 'waiting',
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      openedAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
  const [made] = await select();
  return made!;
}

/**
 * A stake in the room's open round of the player's currency; the first bet opens a round. The
 * round's row is locked `for update` rather than crash's `for share`: a bet's tickets start at
 * the pot, so the bets of a round are taken one at a time, and the engine's steps (counting,
 * closing, the lone player's refund) wait for bets being written. A bet received at or after
 * the round's `ends_at` is refused (409 `rooms_round_closing`) until the engine has closed it;
 * once closed, the next bet opens a new round. Limits: the room's minimum and the player's
 * maximum per round (422 on `amount`), bets per player and per round (409). Idempotent by the
 * player's key; the stake moves player → house under `rooms:<bet>:stake`.
 */
export async function placeRoomBet(
  ctx: AppContext,
  user: User,
  room: Room,
  request: RoomBetRequest,
): Promise<RoomMyBet> {
  const receivedAt = ctx.clock.now();
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const fingerprint = sha256(JSON.stringify(['rooms', room, request.amount]));
  const replay = async () => {
    const [earlier] = await ctx.db
      .select()
      .from(roomBets)
      .where(and(eq(roomBets.userId, user.id), eq(roomBets.key, request.key)));
    if (!earlier) return null;
    if (earlier.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
    return answerBet(ctx, room, earlier);
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const currency = user.currency;
  const max = toMinor(ROOM_MAX_STAKE_PER_PLAYER[currency]);
  if (request.amount < toMinor(ROOM_MIN_STAKE[currency][room]) || request.amount > max) {
    throw AppError.field('amount', 'bet_out_of_range');
  }
  try {
    const bet = await ctx.db.transaction(async (tx) => {
      const round = await lockOpenRound({ ...ctx, db: tx }, room, currency);
      if (round.endsAt && receivedAt.getTime() >= round.endsAt.getTime()) {
        throw AppError.of('rooms_round_closing', 409);
      }
      if (round.betCount >= ROOM_MAX_BETS_PER_ROUND) throw AppError.of('rooms_round_full', 409);
      const [mine] = await tx
        .select({ bets: count(), staked: sql<string>`coalesce(sum(${roomBets.amount}), 0)` })
        .from(roomBets)
        .where(and(eq(roomBets.roundId, round.id), eq(roomBets.userId, user.id)));
      if (mine!.bets >= ROOM_MAX_BETS_PER_PLAYER) throw AppError.of('rooms_bets_limit', 409);
      if (Number(mine!.staked) + request.amount > max) {
        throw AppError.field('amount', 'rooms_stake_limit');
      }
      const [row] = await tx
        .insert(roomBets)
        .values({
          id: randomUUID(),
          roundId: round.id,
          userId: user.id,
          key: request.key,
          fingerprint,
          currency,
          amount: request.amount,
          ticketsFrom: round.pot,
          ticketsTo: round.pot + request.amount - 1,
          status: 'open',
          createdAt: receivedAt,
        })
        .returning();
      await tx
        .update(roomRounds)
        .set({
          pot: sql`${roomRounds.pot} + ${request.amount}`,
          betCount: sql`${roomRounds.betCount} + 1`,
        })
        .where(eq(roomRounds.id, round.id));
      await takeStake({ ...ctx, db: tx }, row!, row!.amount);
      return row!;
    });
    return await answerBet(ctx, room, bet);
  } catch (error) {
    if (uniqueViolation(error)) {
      const earlier = await replay();
      if (earlier) return earlier;
    }
    throw error;
  }
}
