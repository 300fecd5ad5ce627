import type { z } from 'zod';
import { toMajor } from '@/lib/money/units';
import type { SlipCheck, slipCheckRequestSchema } from '@/lib/schemas/sports';
import { oddsText, parseOdds } from '@/lib/sports/odds';
import { potentialPayout, totalOddsE4 } from '@/lib/sports/settle';
import { parseSpecKey, specKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { betShape, maxStake } from './bet-shape';
import { legState, oddsTaken, relatedLegs, type LegRefusal } from './check-legs';
import { ticketLimits } from './limits';
import { readLine } from './read-line';

type SlipRequest = z.output<typeof slipCheckRequestSchema>;

const PROBLEM: Record<LegRefusal, 'event_started' | 'suspended' | 'removed'> = {
  event_started: 'event_started',
  market_suspended: 'suspended',
  selection_unavailable: 'removed',
};

/**
 * What the slip would place, checked against the line now without placing it: each leg's
 * current odds, market version, status and problem; the bet's lines, total odds and potential
 * win at the current odds; the stake limits, where `max_stake` is the largest stake within both
 * the stake limit and the max payout at these odds (what the slip offers after a
 * `max_payout_exceeded`), and the live delay a live ticket waits.
 */
export async function checkSlip(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: User,
  request: SlipRequest,
): Promise<SlipCheck> {
  const { shape, lines } = betShape(request);
  const legs = request.legs.map((leg) => ({
    eventId: leg.event_id,
    typeId: leg.type_id,
    specKey: specKey(parseSpecKey(leg.spec_key)),
    outcomeId: leg.outcome_id,
  }));
  const now = ctx.clock.now();
  const line = await readLine(ctx.db, legs, { lock: false });
  const states = legs.map((leg) => legState(line, leg, now));
  const related = new Set(request.kind === 'single' ? [] : relatedLegs(legs));
  const sportIds = states.flatMap((state) => (state.event ? [state.event.sportId] : []));
  const limits = await ticketLimits(ctx.db, user.currency, sportIds);
  const odds = states.map((state) => state.oddsE4);
  const priced = odds.every((value) => value !== null) ? (odds as number[]) : null;
  const stake = request.stake;
  return {
    currency: user.currency,
    legs: states.map((state, i) => {
      const sent = parseOdds(request.legs[i]!.odds);
      let problem: SlipCheck['legs'][number]['problem'] = null;
      if (state.refusal) problem = PROBLEM[state.refusal];
      else if (related.has(i)) problem = 'related';
      else if (sent === null || oddsTaken(request.odds_policy, sent, state.oddsE4!) === null) {
        problem = 'odds_changed';
      }
      return {
        idx: i,
        odds: state.oddsE4 === null ? null : oddsText(state.oddsE4),
        version: state.market?.version ?? null,
        status: state.status,
        problem,
      };
    }),
    lines,
    total_odds: priced && request.kind !== 'system' ? oddsText(totalOddsE4(priced)) : null,
    potential_win:
      priced && stake !== undefined ? toMajor(potentialPayout(shape, priced, stake)) : null,
    min_stake: toMajor(limits.minStakeMinor),
    max_stake: toMajor(priced ? maxStake(limits, shape, priced) : limits.maxStakeMinor),
    max_payout: toMajor(limits.maxPayoutMinor),
    live_delay_ms: states.some((state) => state.live) ? limits.liveDelayMs : 0,
  };
}
