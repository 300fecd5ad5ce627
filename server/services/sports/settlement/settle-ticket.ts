import { eq } from 'drizzle-orm';
import { settleBet } from '@/lib/sports/settle';
import type { AppContext } from '@/server/app-context';
import { sportTickets, type SportTicket, type TicketStatus } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { settleDebt } from '@/server/services/ledger/settle-debt';
import { copyLegResults, legStates, settleLegsOf } from './ticket-legs';
import { payTicket, reverseTicketPayout } from './ticket-money';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type TicketSettlement =
  | { changed: false; status: TicketStatus | null }
  | {
      changed: true;
      status: TicketStatus;
      payout: number;
      version: number;
      /** The ticket, when this call settled it for the first time (an open ticket). */
      settled?: SportTicket;
    };

/** Statuses settlement leaves alone: the live acceptor decides a pending ticket, the others are done. */
const UNTOUCHED: readonly TicketStatus[] = ['pending', 'rejected', 'cashed_out'];

/**
 * Brings a ticket in line with what its legs' markets say now, under the ticket's row lock (the
 * cash-out takes it too: a settlement racing a cash-out pays once, whoever comes second finds
 * the other's status). `settleBet` on the open stake decides:
 *
 * - open and final: pay `sport-pay:<id>:<version + 1>` (nothing when lost), status settled;
 * - settled and the payout changed (a rollback, a cancel, a corrected result): reverse the old
 *   payout (`sport-unpay:<id>:<version>`, a debt for what the player no longer has), then pay the
 *   new one under the next version when final again, or go back to open when not;
 * - otherwise nothing moves (a confirmation, a replay): each leg's row still shows its grade.
 *
 * Replays and concurrent runs are idempotent: the second finds the first's status and version,
 * and the ledger keys would refuse a second payout anyway.
 */
export async function settleTicket(ctx: Ctx, ticketId: string): Promise<TicketSettlement> {
  return inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [ticket] = await tx
      .select()
      .from(sportTickets)
      .where(eq(sportTickets.id, ticketId))
      .for('update');
    if (!ticket) return { changed: false, status: null };
    if (UNTOUCHED.includes(ticket.status)) return { changed: false, status: ticket.status };

    const states = await legStates(tx, ticket);
    const bankers = states.flatMap((state, index) => (state.leg.banker ? [index] : []));
    const result = settleBet(
      { kind: ticket.kind, size: ticket.systemSize ?? undefined, bankers },
      settleLegsOf(states),
      ticket.openStakeMinor,
    );
    await copyLegResults(tx, states);

    const now = ctx.clock.now();
    const update = async (values: Partial<SportTicket>) => {
      const [row] = await tx
        .update(sportTickets)
        .set(values)
        .where(eq(sportTickets.id, ticket.id))
        .returning();
      return row!;
    };
    const unchanged = { changed: false as const, status: ticket.status };

    if (ticket.status === 'open') {
      if (!result.final) return unchanged;
      const version = ticket.version + 1;
      if (result.payout > 0) await payTicket(txCtx, ticket, version, result.payout);
      const row = await update({
        status: 'settled',
        payoutMinor: result.payout,
        settledAt: now,
        version,
      });
      if (result.payout > 0) await settleDebt(txCtx, ticket.userId, ticket.currency);
      return { changed: true, status: row.status, payout: result.payout, version, settled: row };
    }

    // settled
    if (result.final && result.payout === ticket.payoutMinor) return unchanged;
    if (ticket.payoutMinor > 0) {
      await reverseTicketPayout(txCtx, ticket, ticket.version, ticket.payoutMinor);
    }
    if (!result.final) {
      const row = await update({ status: 'open', payoutMinor: 0, settledAt: null });
      return { changed: true, status: row.status, payout: 0, version: row.version };
    }
    const version = ticket.version + 1;
    if (result.payout > 0) await payTicket(txCtx, ticket, version, result.payout);
    const row = await update({ payoutMinor: result.payout, settledAt: now, version });
    if (result.payout > 0) await settleDebt(txCtx, ticket.userId, ticket.currency);
    return { changed: true, status: row.status, payout: result.payout, version };
  });
}
