import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { crashPoint } from '@/lib/games/crash/crash-point';
import { multiplierAt } from '@/lib/games/crash/growth';
import type { AppContext } from '@/server/app-context';
import { crashBets, crashRounds, type CrashBet, type CrashRound } from '@/server/db/schema';
import type { CrashChain } from './chain';
import { holdsEpoch as holds } from '@/server/services/engines/lease';

const holdsEpoch = (epoch: number) => holds('crash', epoch);
import { payCashOut, payoutAt, refundStake } from './money';
import { trackBetSettled } from '@/server/services/analytics';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * The engine's steps, each one short transaction fenced by the engine's epoch (`lease.ts`): a
 * step of an engine that lost the lease changes nothing and answers null or an empty list.
 */

/** The round taking bets, made from the chain's next game when there is none. */
export async function bettingRound(
  ctx: Ctx,
  chain: CrashChain,
  epoch: number,
): Promise<CrashRound | null> {
  const [open] = await ctx.db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.chainId, chain.id), eq(crashRounds.status, 'betting')));
  if (open) return open;
  return ctx.db.transaction(async (tx) => insertNextRound({ ...ctx, db: tx }, chain, epoch));
}

/** Game n + 1 of the chain after its last round, as the round taking bets; null when spent. */
async function insertNextRound(ctx: Ctx, chain: CrashChain, epoch: number) {
  const [last] = await ctx.db
    .select({ game: crashRounds.game })
    .from(crashRounds)
    .where(eq(crashRounds.chainId, chain.id))
    .orderBy(desc(crashRounds.game))
    .limit(1);
  const game = (last?.game ?? 0) + 1;
  if (game > chain.length) return null;
  const gameHash = chain.hashOf(game);
  const rows = await ctx.db.execute(sql`
    insert into ${crashRounds} (chain_id, game, status, game_hash, crash_point, created_at)
    select ${chain.id}, ${game}, 'betting', ${gameHash}, ${crashPoint(gameHash, chain.salt)},
      ${ctx.clock.now().toISOString()}::timestamptz
    where ${holdsEpoch(epoch)}
    returning id`);
  const id = (rows as unknown as { rows: { id: string | number }[] }).rows[0]?.id;
  if (id === undefined) return null;
  const [round] = await ctx.db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.id, Number(id)));
  return round ?? null;
}

/** Gives the betting round its start time (the countdown players see). */
export async function scheduleRound(ctx: Ctx, epoch: number, roundId: number, startsAt: Date) {
  const [round] = await ctx.db
    .update(crashRounds)
    .set({ startsAt })
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'betting'), holdsEpoch(epoch)))
    .returning();
  return round ?? null;
}

/**
 * Starts the betting round and makes the next one, which takes bets from now on. The update
 * waits for every bet transaction holding the round's row (they read it `for share`), so no bet
 * is still being written into a round that has started; a bet arriving after finds the next one.
 */
export async function startRound(ctx: Ctx, chain: CrashChain, epoch: number, roundId: number) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [round] = await tx
      .update(crashRounds)
      .set({ status: 'running', startedAt: now, heartbeatAt: now })
      .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'betting'), holdsEpoch(epoch)))
      .returning();
    if (!round) return null;
    const next = await insertNextRound({ ...ctx, db: tx }, chain, epoch);
    return { round, next };
  });
}

/** Records that the round is still running, for the restart rule. */
export async function beat(ctx: Ctx, epoch: number, roundId: number) {
  await ctx.db
    .update(crashRounds)
    .set({ heartbeatAt: ctx.clock.now() })
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'running'), holdsEpoch(epoch)));
}

/** A cash-out the engine makes: an auto target reached, or the round's maximum profit. */
export type EngineCashOut = { betId: string; at: number; forced: boolean };

/**
 * Cashes bets out at the given multipliers, each by the same conditional update as a player's
 * cash-out (`status = 'open'`), so a bet the player cashed out meanwhile is paid once. Answers the
 * bets it cashed out.
 */
export async function cashOutBets(
  ctx: Ctx,
  epoch: number,
  cashOuts: readonly EngineCashOut[],
): Promise<CrashBet[]> {
  if (cashOuts.length === 0) return [];
  const cashed = await ctx.db.transaction(async (tx) => {
    const paid: CrashBet[] = [];
    const now = ctx.clock.now();
    for (const { betId, at, forced } of cashOuts) {
      const [bet] = await tx
        .update(crashBets)
        .set({
          status: 'cashed',
          cashedOutAt: at,
          payout: sql`floor(${crashBets.amount} * ${at} / 100)`,
          forced: forced ? 'max_profit' : null,
          settledAt: now,
        })
        .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'open'), holdsEpoch(epoch)))
        .returning();
      if (!bet) continue;
      await payCashOut({ ...ctx, db: tx }, bet, bet.payout);
      paid.push(bet);
    }
    return paid;
  });
  for (const bet of cashed) trackBetSettled('crash', bet.userId, bet);
  return cashed;
}

/** Ends a running round at its crash point. */
export async function crashRound(ctx: Ctx, epoch: number, roundId: number) {
  const [round] = await ctx.db
    .update(crashRounds)
    .set({ status: 'crashed', endedAt: ctx.clock.now() })
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'running'), holdsEpoch(epoch)))
    .returning();
  return round ?? null;
}

/** Marks the bets still riding lost and closes the crashed round. */
export async function settleRound(ctx: Ctx, epoch: number, roundId: number) {
  let lost: CrashBet[] = [];
  const settled = await ctx.db.transaction(async (tx) => {
    const [round] = await tx
      .update(crashRounds)
      .set({ status: 'settled' })
      .where(and(eq(crashRounds.id, roundId), eq(crashRounds.status, 'crashed'), holdsEpoch(epoch)))
      .returning();
    if (!round) return null;
    lost = await tx
      .update(crashBets)
      .set({ status: 'lost', settledAt: ctx.clock.now() })
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'open')))
      .returning();
    return round;
  });
  for (const bet of lost) trackBetSettled('crash', bet.userId, bet);
  return settled;
}

/** The live bets of rounds (not taken back), oldest first. */
export function liveBets(ctx: Pick<AppContext, 'db'>, roundIds: readonly number[]) {
  if (roundIds.length === 0) return Promise.resolve([] as CrashBet[]);
  return ctx.db
    .select()
    .from(crashBets)
    .where(and(inArray(crashBets.roundId, [...roundIds]), sql`${crashBets.status} <> 'cancelled'`))
    .orderBy(asc(crashBets.createdAt), asc(crashBets.id));
}

/**
 * The restart rule, applied by an engine that takes the lease over, before it plays on. A round
 * that was running is void: the auto cash-outs the multiplier had reached by the last heartbeat
 * are paid at their target (the engine would have paid them), every other bet still riding gets
 * its stake back, and the hash is shown. A crashed round is settled. The betting round goes on
 * taking bets. Every payment has its bet's key, so running this twice pays nothing twice.
 */
export async function recoverRounds(ctx: Ctx, epoch: number): Promise<CrashRound[]> {
  const stuck = await ctx.db
    .select()
    .from(crashRounds)
    .where(inArray(crashRounds.status, ['running', 'crashed']))
    .orderBy(asc(crashRounds.id));
  const recovered: CrashRound[] = [];
  for (const round of stuck) {
    if (round.status === 'crashed') {
      const settled = await settleRound(ctx, epoch, round.id);
      if (settled) recovered.push(settled);
      continue;
    }
    const voided = await voidRound(ctx, epoch, round);
    if (voided) recovered.push(voided);
  }
  return recovered;
}

/**
 * Rounds of another chain still taking bets: left by an instance whose chain differs (its
 * CRASH_CHAIN_SECRET or CRASH_SALT, or in development its DATA_DIR's secret) or by a chain the
 * operator replaced. Only one round may take bets at a time, so this chain could never open
 * its own: each is voided and its bets refunded, once (fenced by the epoch), and the mismatch
 * logged for the operator. Run at every take-over, like `recoverRounds`.
 */
export async function retireOtherChains(
  ctx: Ctx,
  chainId: number,
  epoch: number,
): Promise<CrashRound[]> {
  const open = await ctx.db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.status, 'betting'), ne(crashRounds.chainId, chainId)))
    .orderBy(asc(crashRounds.id));
  const retired: CrashRound[] = [];
  for (const round of open) {
    const voided = await voidRound(ctx, epoch, round);
    if (voided) retired.push(voided);
  }
  return retired;
}

/**
 * Voids a round that will not be played to its end (running when its engine died, or taking
 * bets for a chain no longer played): auto cash-outs it reached are paid, every other open bet
 * is refunded, in one transaction that changes nothing unless the round is still as read.
 */
async function voidRound(ctx: Ctx, epoch: number, round: CrashRound) {
  const reached = round.startedAt
    ? Math.min(
        round.crashPoint,
        multiplierAt((round.heartbeatAt ?? round.startedAt).getTime() - round.startedAt.getTime()),
      )
    : 0;
  return ctx.db.transaction(async (tx) => {
    const [voided] = await tx
      .update(crashRounds)
      .set({ status: 'void', endedAt: ctx.clock.now() })
      .where(
        and(eq(crashRounds.id, round.id), eq(crashRounds.status, round.status), holdsEpoch(epoch)),
      )
      .returning();
    if (!voided) return null;
    const now = ctx.clock.now();
    const open = await tx
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.status, 'open')))
      .for('update');
    for (const bet of open) {
      const target = bet.autoCashOut;
      if (target !== null && target <= reached) {
        const payout = payoutAt(bet.amount, target);
        await tx
          .update(crashBets)
          .set({ status: 'cashed', cashedOutAt: target, payout, settledAt: now })
          .where(eq(crashBets.id, bet.id));
        await payCashOut({ ...ctx, db: tx }, bet, payout);
      } else {
        await tx
          .update(crashBets)
          .set({ status: 'refunded', settledAt: now })
          .where(eq(crashBets.id, bet.id));
        await refundStake({ ...ctx, db: tx }, bet, bet.amount);
      }
    }
    return voided;
  });
}
