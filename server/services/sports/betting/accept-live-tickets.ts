import { and, asc, eq, lte } from 'drizzle-orm';
import { potentialPayout, totalOddsE4, type BetShape } from '@/lib/sports/settle';
import type { AppContext } from '@/server/app-context';
import {
  sportTicketLegs,
  sportTickets,
  type SportTicket,
  type SportTicketLeg,
} from '@/server/db/schema';
import { legState, oddsTaken } from './check-legs';
import { ticketLimits } from './limits';
import { readLine, type LineState } from './read-line';
import { acceptHeldStake, settleHeldStake } from './ticket-money';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** How many due tickets one call handles at most (the timer calls again). */
const BATCH = 100;

type Verdict =
  | { accept: true; oddsE4: number[]; potential: number }
  | { accept: false; code: string; details: Record<string, unknown> };

/**
 * Re-runs the line checks of placement (A2.6 checks 4, 5 and 7, then the payout limit) on a
 * live ticket's legs against the line after its delay. The odds policy decides again: `none`
 * needs the odds taken, `higher` no lower odds, `any` takes the odds now (a ticket then pays at
 * the odds of its acceptance).
 */
async function judge(
  ctx: Ctx,
  ticket: SportTicket,
  legs: readonly SportTicketLeg[],
  line: LineState,
): Promise<Verdict> {
  const now = ctx.clock.now();
  const states = legs.map((leg) => legState(line, leg, now));
  const refused = states.findIndex((state) => state.refusal);
  if (refused >= 0)
    return { accept: false, code: states[refused]!.refusal!, details: { leg: refused } };
  const oddsE4: number[] = [];
  for (const [i, leg] of legs.entries()) {
    const taken = oddsTaken(ticket.oddsPolicy, leg.oddsE4, states[i]!.oddsE4!);
    if (taken === null) {
      return {
        accept: false,
        code: 'odds_changed',
        details: { leg: i, odds_e4: states[i]!.oddsE4 },
      };
    }
    oddsE4.push(taken);
  }
  const shape: BetShape = {
    kind: ticket.kind,
    size: ticket.systemSize ?? undefined,
    bankers: legs.flatMap((leg) => (leg.banker ? [leg.idx] : [])),
  };
  const potential = potentialPayout(shape, oddsE4, ticket.stakeMinor);
  const limits = await ticketLimits(
    ctx.db,
    ticket.currency,
    states.map((state) => state.event!.sportId),
  );
  if (potential > limits.maxPayoutMinor) {
    return { accept: false, code: 'max_payout_exceeded', details: { potential_minor: potential } };
  }
  return { accept: true, oddsE4, potential };
}

/**
 * Decides one due ticket in its own transaction, or answers null when another process holds
 * it or decided it already. The line is read (`FOR SHARE`) before the ticket is locked, the
 * order settlement takes them in, so the two never wait on each other in a cycle.
 */
async function decide(ctx: Ctx, ticketId: string): Promise<'accepted' | 'rejected' | null> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const legs = await tx
      .select()
      .from(sportTicketLegs)
      .where(eq(sportTicketLegs.ticketId, ticketId))
      .orderBy(asc(sportTicketLegs.idx));
    const line = await readLine(tx, legs, { lock: true });
    // SKIP LOCKED: a ticket another process is deciding is left to it.
    const [ticket] = await tx
      .select()
      .from(sportTickets)
      .where(and(eq(sportTickets.id, ticketId), eq(sportTickets.status, 'pending')))
      .for('update', { skipLocked: true });
    if (!ticket) return null;
    const txCtx = { ...ctx, db: tx };
    const verdict = await judge(txCtx, ticket, legs, line);
    if (verdict.accept) {
      const accepted =
        ticket.kind === 'system'
          ? Math.floor((verdict.potential * 10_000) / ticket.stakeMinor)
          : totalOddsE4(verdict.oddsE4);
      await acceptHeldStake(txCtx, ticket, accepted);
      for (const [idx, oddsE4] of verdict.oddsE4.entries()) {
        await tx
          .update(sportTicketLegs)
          .set({ oddsE4 })
          .where(and(eq(sportTicketLegs.ticketId, ticket.id), eq(sportTicketLegs.idx, idx)));
      }
      await tx
        .update(sportTickets)
        .set({
          status: 'open',
          acceptedAt: now,
          potentialMinor: verdict.potential,
          totalOddsE4: accepted,
        })
        .where(eq(sportTickets.id, ticket.id));
      return 'accepted';
    }
    await settleHeldStake(txCtx, ticket, 'void');
    await tx
      .update(sportTickets)
      .set({
        status: 'rejected',
        rejectCode: verdict.code,
        rejectDetails: verdict.details,
        settledAt: now,
      })
      .where(eq(sportTickets.id, ticket.id));
    return 'rejected';
  });
}

/**
 * Decides the live tickets whose delay is over (research A2.6 check 11): each one, locked
 * `FOR UPDATE SKIP LOCKED` in its own transaction (at most BATCH a call), is accepted (its held stake posted, status
 * `open`, `accepted_at`) or refused (the hold released, status `rejected` with the reason)
 * against the line as it is after the delay. Any number of processes may run it at once: a
 * ticket one of them holds is skipped by the others, and a decided ticket is no longer pending.
 */
export async function acceptDueTickets(ctx: Ctx) {
  const done = { accepted: 0, rejected: 0 };
  const due = await ctx.db
    .select({ id: sportTickets.id })
    .from(sportTickets)
    .where(and(eq(sportTickets.status, 'pending'), lte(sportTickets.acceptAfter, ctx.clock.now())))
    .orderBy(asc(sportTickets.acceptAfter))
    .limit(BATCH);
  for (const { id } of due) {
    const outcome = await decide(ctx, id);
    if (outcome) done[outcome]++;
  }
  return done;
}
