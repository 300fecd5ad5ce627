import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ODDS_SCALE } from '@/lib/sports/odds';
import type { LegResult, SettleLeg } from '@/lib/sports/settle';
import type { Db } from '@/server/db/client';
import {
  sportMarketCancels,
  sportOutcomes,
  sportTicketLegs,
  type SportTicket,
  type SportTicketLeg,
} from '@/server/db/schema';

/** A leg with what settles it now: the feed's result, or a cancel window's void. */
export type LegState = {
  leg: SportTicketLeg;
  settled: LegResult | null;
  /** The window that voids it. */
  cancelId: number | null;
};

const VOID: LegResult = { result: 0, voidHalves: 2, deadHeatE4: ODDS_SCALE };

const within = (at: Date, start: Date | null, end: Date | null) =>
  (!start || start.getTime() <= at.getTime()) && (!end || at.getTime() <= end.getTime());

/**
 * The ticket's legs in order, each with its outcome's settlement, unless a live cancel window
 * of its market holds the ticket's acceptance time (a pending ticket's placing time): then the
 * leg is void whatever the result, and names the window.
 */
export async function legStates(db: Db, ticket: SportTicket): Promise<LegState[]> {
  const rows = await db
    .select({ leg: sportTicketLegs, outcome: sportOutcomes })
    .from(sportTicketLegs)
    .leftJoin(
      sportOutcomes,
      and(
        eq(sportOutcomes.eventId, sportTicketLegs.eventId),
        eq(sportOutcomes.typeId, sportTicketLegs.typeId),
        eq(sportOutcomes.specKey, sportTicketLegs.specKey),
        eq(sportOutcomes.outcomeId, sportTicketLegs.outcomeId),
      ),
    )
    .where(eq(sportTicketLegs.ticketId, ticket.id))
    .orderBy(asc(sportTicketLegs.idx));
  const keys = rows.map(({ leg }) => `${leg.eventId}/${leg.typeId}/${leg.specKey}`);
  const cancels = await db
    .select()
    .from(sportMarketCancels)
    .where(
      and(
        isNull(sportMarketCancels.rolledBackAt),
        inArray(
          sql<string>`${sportMarketCancels.eventId} || '/' || ${sportMarketCancels.typeId} || '/' || ${sportMarketCancels.specKey}`,
          keys,
        ),
      ),
    )
    .orderBy(asc(sportMarketCancels.id));
  const at = ticket.acceptedAt ?? ticket.placedAt;
  return rows.map(({ leg, outcome }) => {
    const cancel = cancels.find(
      (window) =>
        window.eventId === leg.eventId &&
        window.typeId === leg.typeId &&
        window.specKey === leg.specKey &&
        within(at, window.startTime, window.endTime),
    );
    if (cancel) return { leg, settled: VOID, cancelId: cancel.id };
    if (!outcome || outcome.result === null) return { leg, settled: null, cancelId: null };
    return {
      leg,
      settled: {
        result: outcome.result === 1 ? 1 : 0,
        voidHalves: (outcome.voidHalves ?? 0) as 0 | 1 | 2,
        deadHeatE4: outcome.deadHeatE4 ?? ODDS_SCALE,
      },
      cancelId: null,
    };
  });
}

export const settleLegsOf = (states: LegState[]): SettleLeg[] =>
  states.map((state) => ({ oddsE4: state.leg.oddsE4, settled: state.settled }));

/** Copies each leg's settlement onto its row where it differs (what the ticket shows). */
export async function copyLegResults(db: Db, states: LegState[]) {
  for (const { leg, settled, cancelId } of states) {
    const values = {
      result: settled?.result ?? null,
      voidHalves: settled?.voidHalves ?? null,
      deadHeatE4: settled?.deadHeatE4 ?? null,
      cancelId,
    };
    if (
      leg.result === values.result &&
      leg.voidHalves === values.voidHalves &&
      leg.deadHeatE4 === values.deadHeatE4 &&
      leg.cancelId === values.cancelId
    ) {
      continue;
    }
    await db
      .update(sportTicketLegs)
      .set(values)
      .where(and(eq(sportTicketLegs.ticketId, leg.ticketId), eq(sportTicketLegs.idx, leg.idx)));
  }
}
