import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import {
  sportMarketCancels,
  sportOutcomes,
  sportTicketLegs,
  sportTickets,
} from '@/server/db/schema';
import { settleTickets } from './settle-tickets';

/**
 * The sweep that finishes what a crash interrupted between a message's commit and its tickets'
 * settlement: every open or settled ticket whose legs' rows disagree with what their markets say
 * now (a result, a void, a dead heat, a cancel window that came or went) is settled again. A
 * ticket already in line is not even read; `settleTicket` is idempotent for the rest.
 */
export async function settleDueTickets(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: { eventId?: string; limit?: number } = {},
): Promise<number> {
  const at = sql`coalesce(${sportTickets.acceptedAt}, ${sportTickets.placedAt})`;
  const voidingWindow = ctx.db
    .select({ id: sportMarketCancels.id })
    .from(sportMarketCancels)
    .where(
      and(
        eq(sportMarketCancels.eventId, sportTicketLegs.eventId),
        eq(sportMarketCancels.typeId, sportTicketLegs.typeId),
        eq(sportMarketCancels.specKey, sportTicketLegs.specKey),
        isNull(sportMarketCancels.rolledBackAt),
        sql`(${sportMarketCancels.startTime} is null or ${sportMarketCancels.startTime} <= ${at})`,
        sql`(${sportMarketCancels.endTime} is null or ${at} <= ${sportMarketCancels.endTime})`,
      ),
    );
  const rows = await ctx.db
    .selectDistinct({ id: sportTickets.id })
    .from(sportTickets)
    .innerJoin(sportTicketLegs, eq(sportTicketLegs.ticketId, sportTickets.id))
    .leftJoin(
      sportOutcomes,
      and(
        eq(sportOutcomes.eventId, sportTicketLegs.eventId),
        eq(sportOutcomes.typeId, sportTicketLegs.typeId),
        eq(sportOutcomes.specKey, sportTicketLegs.specKey),
        eq(sportOutcomes.outcomeId, sportTicketLegs.outcomeId),
      ),
    )
    .where(
      and(
        inArray(sportTickets.status, ['open', 'settled']),
        options.eventId ? eq(sportTicketLegs.eventId, options.eventId) : undefined,
        or(
          // a window voids the leg now but its row does not say so, or the other way round
          sql`(exists (${voidingWindow})) <> (${sportTicketLegs.cancelId} is not null)`,
          and(
            isNull(sportTicketLegs.cancelId),
            or(
              sql`${sportTicketLegs.result} is distinct from ${sportOutcomes.result}`,
              sql`${sportTicketLegs.voidHalves} is distinct from ${sportOutcomes.voidHalves}`,
              sql`${sportTicketLegs.deadHeatE4} is distinct from ${sportOutcomes.deadHeatE4}`,
            ),
          ),
        ),
      ),
    )
    .limit(options.limit ?? 1000);
  await settleTickets(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.length;
}
