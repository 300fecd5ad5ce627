import { asc, eq } from 'drizzle-orm';
import { MIN_CASHOUT_MINOR } from '@/lib/constants/sports';
import { cashoutOffer, type CashoutLeg } from '@/lib/sports/cashout';
import { ODDS_SCALE } from '@/lib/sports/odds';
import { effectiveOddsNumerator, type BetShape, type LegResult } from '@/lib/sports/settle';
import type { AppContext } from '@/server/app-context';
import { sportTicketLegs, type SportOutcome, type SportTicket } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { legState } from './check-legs';
import { ticketLimits } from './limits';
import { marketOdds, readLine } from './read-line';
import { legResultOf } from './serialize-ticket';

/** The feed's settlement of an outcome, once it gave one. */
function outcomeResult(outcome: SportOutcome | null): LegResult | null {
  if (!outcome || outcome.result === null) return null;
  return {
    result: outcome.result === 1 ? 1 : 0,
    voidHalves: (outcome.voidHalves ?? 0) as 0 | 1 | 2,
    deadHeatE4: outcome.deadHeatE4 ?? ODDS_SCALE,
  };
}

/**
 * What the house offers now for `stake` minor units of the ticket's open stake (research A2.8),
 * or 409 `cashout_unavailable`: when a leg is lost, or an open leg's market is not active as
 * players see it or its cash-out status is not available, or an open leg has no price, or the
 * offer is below the minimum. Reads the line `FOR SHARE` when `lock` (an acceptance, which
 * pays on it).
 */
export async function currentCashoutOffer(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ticket: SportTicket,
  stake: number,
  options: { lock: boolean },
): Promise<number> {
  const legs = await ctx.db
    .select()
    .from(sportTicketLegs)
    .where(eq(sportTicketLegs.ticketId, ticket.id))
    .orderBy(asc(sportTicketLegs.idx));
  const line = await readLine(ctx.db, legs, options);
  const now = ctx.clock.now();
  const unavailable = () => AppError.of('cashout_unavailable', 409);
  const priced: CashoutLeg[] = legs.map((leg) => {
    const state = legState(line, leg, now);
    const settled = legResultOf(leg) ?? outcomeResult(state.outcome);
    if (settled) {
      if (effectiveOddsNumerator(leg.oddsE4, settled) === 0n) throw unavailable();
      return { oddsE4: leg.oddsE4, settled };
    }
    if (state.status !== 'active' || state.market?.cashoutStatus !== 1) throw unavailable();
    const outcome = state.outcome!;
    return {
      oddsE4: leg.oddsE4,
      settled: null,
      probabilities:
        outcome.probability === null
          ? null
          : {
              win: outcome.probability,
              halfWin: outcome.halfWinProbability,
              refund: outcome.refundProbability,
              halfLose: outcome.halfLoseProbability,
            },
      currentOddsE4: state.oddsE4,
      marketOddsE4: marketOdds(line, leg),
    };
  });
  const shape: BetShape = {
    kind: ticket.kind,
    size: ticket.systemSize ?? undefined,
    bankers: legs.flatMap((leg) => (leg.banker ? [leg.idx] : [])),
  };
  const sportIds = [...line.events.values()].map((event) => event.sportId);
  const limits = await ticketLimits(ctx.db, ticket.currency, sportIds);
  const offer = cashoutOffer(shape, priced, stake, limits.cashoutMarginE4);
  if (offer === null || offer < MIN_CASHOUT_MINOR) throw unavailable();
  return offer;
}

/** The part of the open stake a percentage sells: whole unit stakes per line, all at 100 %. */
export function soldStake(ticket: Pick<SportTicket, 'openStakeMinor' | 'lines'>, percent: number) {
  if (percent >= 100) return ticket.openStakeMinor;
  const units = Math.floor((ticket.openStakeMinor * percent) / 100 / ticket.lines);
  return units * ticket.lines;
}
