import { and, asc, countDistinct, eq, inArray, ne } from 'drizzle-orm';
import {
  ROOM_COUNTDOWN_MS,
  ROOM_ENTROPY_TIMEOUT_MS,
  ROOM_LONE_TIMEOUT_MS,
} from '@/lib/constants/rooms';
import { winningTicket } from '@/lib/games/rooms/draw';
import { potAfterCommission, winnerOf } from '@/lib/games/rooms/tickets';
import type { AppContext } from '@/server/app-context';
import { roomBets, roomRounds, type RoomBet, type RoomRound } from '@/server/db/schema';
import { holdsEpoch as holds } from '@/server/services/engines/lease';
import type { EntropySource } from './entropy';
import { payPot, refundStake } from './money';
import { UNFINISHED } from './views';
import { trackBetSettled } from '@/server/services/analytics';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'fetch'>;

const holdsEpoch = (epoch: number) => holds('rooms', epoch);

/**
 * The engine's steps on one round, each one short transaction that first locks the round's row
 * (so it waits for bets being written, which hold it) and then reads what it decides on, fenced
 * by the engine's epoch (`lease.ts`): a step of an engine that lost the lease, or one whose round
 * has moved on, changes nothing and answers null. Every payment has a key derived from its bet
 * or round, so no step pays twice.
 */

async function lockRound(ctx: Ctx, roundId: number) {
  const [round] = await ctx.db
    .select()
    .from(roomRounds)
    .where(eq(roomRounds.id, roundId))
    .for('update');
  return round ?? null;
}

async function playerCount(ctx: Ctx, roundId: number) {
  const [row] = await ctx.db
    .select({ players: countDistinct(roomBets.userId) })
    .from(roomBets)
    .where(eq(roomBets.roundId, roundId));
  return row?.players ?? 0;
}

/** Moves a round on from `status`, fenced; null when it was not in that status or the lease is lost. */
async function move(ctx: Ctx, epoch: number, round: RoomRound, set: Partial<RoomRound>) {
  const [moved] = await ctx.db
    .update(roomRounds)
    .set(set)
    .where(and(eq(roomRounds.id, round.id), eq(roomRounds.status, round.status), holdsEpoch(epoch)))
    .returning();
  return moved ?? null;
}

/** Starts the countdown once a second player is in: bets are taken for `ROOM_COUNTDOWN_MS` more. */
export function startCounting(ctx: Ctx, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    if (round?.status !== 'waiting' || (await playerCount(at, roundId)) < 2) return null;
    const now = ctx.clock.now();
    return move(at, epoch, round, {
      status: 'counting',
      countingFrom: now,
      endsAt: new Date(now.getTime() + ROOM_COUNTDOWN_MS),
    });
  });
}

/** Returns every stake of a round, which ends `refunded`; the seed is shown with it. */
async function refund(ctx: Ctx, epoch: number, round: RoomRound) {
  const refunded = await move(ctx, epoch, round, { status: 'refunded' });
  if (!refunded) return null;
  const bets = await ctx.db
    .update(roomBets)
    .set({ status: 'refunded' })
    .where(and(eq(roomBets.roundId, round.id), eq(roomBets.status, 'open')))
    .returning();
  for (const bet of bets) await refundStake(ctx, bet, bet.amount);
  return refunded;
}

/** Refunds a round still alone `ROOM_LONE_TIMEOUT_MS` after it opened: the house never plays. */
export function refundLoneRound(ctx: Ctx, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    if (round?.status !== 'waiting') return null;
    if (ctx.clock.now().getTime() < round.openedAt.getTime() + ROOM_LONE_TIMEOUT_MS) return null;
    if ((await playerCount(at, roundId)) >= 2) return null;
    return refund(at, epoch, round);
  });
}

/**
 * Ends betting at `ends_at` and names the entropy the draw waits for (`source.commit`, in this
 * transaction); a bet arriving after finds no round taking bets and opens the next one. The
 * tickets are the pot now. When the source has nothing to name yet (crash is not running), the
 * round closes with none and `nameEntropy` tries again.
 */
export function closeRound(ctx: Ctx, source: EntropySource, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    const now = ctx.clock.now();
    if (round?.status !== 'counting' || now.getTime() < round.endsAt!.getTime()) return null;
    return move(at, epoch, round, {
      status: 'closed',
      closedAt: now,
      totalTickets: round.pot,
      entropySource: await source.commit(at, now),
    });
  });
}

/** Names the entropy of a round that closed while there was nothing to name. */
export function nameEntropy(ctx: Ctx, source: EntropySource, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    if (round?.status !== 'closed' || round.entropySource !== null) return null;
    const named = await source.commit(at, round.closedAt!);
    return named ? move(at, epoch, round, { entropySource: named }) : null;
  });
}

/**
 * Draws a closed round once its entropy is public: the winning ticket from the server seed, the
 * entropy and the round id (`lib/games/rooms/draw.ts`), the bet holding it wins the pot less the
 * commission (house → winner, `rooms:<round>:payout`), every other bet is lost, and the server
 * seed is shown from now on. Null while the entropy is unknown.
 */
export async function drawRound(ctx: Ctx, source: EntropySource, epoch: number, roundId: number) {
  const [named] = await ctx.db
    .select({ source: roomRounds.entropySource })
    .from(roomRounds)
    .where(and(eq(roomRounds.id, roundId), eq(roomRounds.status, 'closed')));
  if (!named?.source) return null;
  const revealed = await source.reveal(ctx, named.source);
  if (revealed === null) return null;
  const { entropy, proof } = revealed;
  let settled: RoomBet[] = [];
  const drawnRound = await ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    if (round?.status !== 'closed' || round.entropySource !== named.source) return null;
    const bets = await tx
      .select()
      .from(roomBets)
      .where(eq(roomBets.roundId, roundId))
      .orderBy(asc(roomBets.ticketsFrom));
    const table = bets.map((bet) => ({ from: bet.ticketsFrom, to: bet.ticketsTo }));
    const ticket = winningTicket(round.serverSeed, entropy, round.id, round.totalTickets!);
    const winner = bets[winnerOf(table, ticket)]!;
    const payout = potAfterCommission(round.pot);
    const drawn = await move(at, epoch, round, {
      status: 'settled',
      entropy,
      entropyProof: proof,
      drawnAt: ctx.clock.now(),
      winningTicket: ticket,
      winnerBetId: winner.id,
      commission: round.pot - payout,
    });
    if (!drawn) return null;
    await tx
      .update(roomBets)
      .set({ status: 'lost' })
      .where(and(eq(roomBets.roundId, roundId), ne(roomBets.id, winner.id)));
    await tx.update(roomBets).set({ status: 'won', payout }).where(eq(roomBets.id, winner.id));
    await payPot(at, winner, payout);
    settled = bets.map((bet) => ({ ...bet, payout: bet.id === winner.id ? payout : 0 }));
    return drawn;
  });
  for (const bet of settled) trackBetSettled('rooms', bet.userId, bet);
  return drawnRound;
}

/**
 * Refunds a closed round whose entropy did not come within `ROOM_ENTROPY_TIMEOUT_MS` of the
 * close (crash stopped, the beacon unreachable): stakes must not stay locked in a round nobody
 * can draw.
 */
export function refundUndrawnRound(ctx: Ctx, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const at = { ...ctx, db: tx };
    const round = await lockRound(at, roundId);
    if (round?.status !== 'closed') return null;
    if (ctx.clock.now().getTime() < round.closedAt!.getTime() + ROOM_ENTROPY_TIMEOUT_MS)
      return null;
    return refund(at, epoch, round);
  });
}

/** What a step did to a round. */
export type RoundChange = {
  round: RoomRound;
  change: 'counting' | 'closed' | 'named' | 'drawn' | 'refunded';
};

/**
 * One pass over every unfinished round: whatever step is due by the time and the rounds' state.
 * The engine runs it every poll; a new engine's first pass is the restart recovery (a closed
 * round is drawn once its entropy is public, and only once).
 */
export async function advanceRounds(
  ctx: Ctx,
  source: EntropySource,
  epoch: number,
): Promise<RoundChange[]> {
  const rounds = await ctx.db
    .select()
    .from(roomRounds)
    .where(inArray(roomRounds.status, [...UNFINISHED]))
    .orderBy(asc(roomRounds.id));
  const changes: RoundChange[] = [];
  const note = (round: RoomRound | null, change: RoundChange['change']) => {
    if (round) changes.push({ round, change });
    return round;
  };
  const now = ctx.clock.now().getTime();
  for (const round of rounds) {
    if (round.status === 'waiting') {
      if (note(await startCounting(ctx, epoch, round.id), 'counting')) continue;
      if (now >= round.openedAt.getTime() + ROOM_LONE_TIMEOUT_MS) {
        note(await refundLoneRound(ctx, epoch, round.id), 'refunded');
      }
    } else if (round.status === 'counting') {
      if (now >= round.endsAt!.getTime()) {
        note(await closeRound(ctx, source, epoch, round.id), 'closed');
      }
    } else {
      let closed: RoomRound | null = round;
      if (round.entropySource === null) {
        closed = note(await nameEntropy(ctx, source, epoch, round.id), 'named');
      }
      if (closed && note(await drawRound(ctx, source, epoch, round.id), 'drawn')) continue;
      if (now >= round.closedAt!.getTime() + ROOM_ENTROPY_TIMEOUT_MS) {
        note(await refundUndrawnRound(ctx, epoch, round.id), 'refunded');
      }
    }
  }
  return changes;
}
