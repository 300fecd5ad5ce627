import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { PlaceTicketRequest } from '@/lib/schemas/sports';
import { parseOdds } from '@/lib/sports/odds';
import { potentialPayout, totalOddsE4 } from '@/lib/sports/settle';
import { parseSpecKey, specKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import { inTransaction } from '@/server/db/transaction';
import {
  ledgerAccounts,
  sportTicketLegs,
  sportTickets,
  type SportTicket,
  type User,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import { uniqueViolation } from '@/server/lib/db-errors';
import type { ErrorCode } from '@/server/lib/error-codes';
import { sha256 } from '@/server/lib/secrets';
import { hasActiveGrant } from '@/server/services/bonus/funding';
import { accountCode, userBalances } from '@/server/services/ledger/accounts';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { betShape } from './bet-shape';
import { legState, oddsTaken, relatedLegs, type LegRefusal } from './check-legs';
import { ticketLimits } from './limits';
import { readLine } from './read-line';
import { serializeTicket, ticketView } from './serialize-ticket';
import { takeTicketStake } from './ticket-money';

/** The field of a leg that a refusal names: its event, its market or its outcome. */
export const REFUSAL_FIELD: Record<LegRefusal, string> = {
  event_started: 'event_id',
  market_suspended: 'type_id',
  selection_unavailable: 'outcome_id',
};

/** Throws the 422 of the fields collected, if any. */
export function throwFields(fields: Record<string, ErrorCode[]>) {
  if (Object.keys(fields).length > 0) throw AppError.fields(fields);
}

/** The placement's answer: the ticket and the player's real balance now. */
export async function ticketAnswer(ctx: Pick<AppContext, 'db'>, ticket: SportTicket) {
  const { real } = await userBalances(ctx.db, ticket.userId, ticket.currency);
  return { ticket: await serializeTicket(ctx.db, ticket), balance: toMajor(real) };
}

/** The legs as the line names them: canonical spec keys, the odds sent as ×10,000. */
function legsOf(request: PlaceTicketRequest) {
  const fields: Record<string, ErrorCode[]> = {};
  const legs = request.legs.map((leg, i) => {
    const sentE4 = parseOdds(leg.odds);
    if (sentE4 === null) fields[`legs.${i}.odds`] = ['invalid_value'];
    return {
      eventId: leg.event_id,
      typeId: leg.type_id,
      specKey: specKey(parseSpecKey(leg.spec_key)),
      outcomeId: leg.outcome_id,
      sentE4: sentE4 ?? 0,
      banker: !!leg.banker,
    };
  });
  throwFields(fields);
  return legs;
}

/**
 * Places a ticket (research A2.6, in its order). Idempotent by the body's `key` per player: the
 * same key and body answers the first ticket; another body under it is a 422 on `key`. The bet's
 * shape is checked first, then in one transaction, with the legs' events and markets read `FOR
 * SHARE` and the producers `FOR KEY SHARE` (`readLine`: the feed applier writes a market `FOR
 * UPDATE` and a producer going down locks it so, hence no bet stop can commit between the checks
 * and the ticket): each event takes bets, each market is active and each outcome priced, no two
 * legs share an event, the odds pass the player's policy, the stake is within the limits and the
 * potential win within the max payout; then the ticket, its stake (`sport-stake:<id>`, 422
 * `insufficient_funds`) and its legs. A live ticket's stake is held: the ticket waits `pending`
 * through the live delay (`acceptDueTickets`).
 *
 * A key used before is found when the placement fails, not looked up first: that lookup cost
 * every ticket a round trip for the rare replay. A refusal now may be the replay of a ticket
 * taken then, and a key placed twice at once meets the key's unique index; either answers the
 * first ticket (or the 422 on `key`).
 */
export async function placeTicket(ctx: AppContext, user: User, request: PlaceTicketRequest) {
  await hitRateLimit(ctx, `sports:ticket:user:${user.id}`, LIMITS.sportTicketByUser);
  const fingerprint = sha256(
    JSON.stringify([
      'sports',
      request.kind,
      request.system_size ?? null,
      request.stake,
      request.odds_policy,
      request.legs.map((leg) => [
        leg.event_id,
        leg.type_id,
        leg.spec_key,
        leg.outcome_id,
        leg.odds,
        leg.version ?? null,
        !!leg.banker,
      ]),
    ]),
  );
  try {
    return await placeNewTicket(ctx, user, request, fingerprint);
  } catch (error) {
    if (error instanceof AppError || uniqueViolation(error)) {
      const [earlier] = await ctx.db
        .select()
        .from(sportTickets)
        .where(and(eq(sportTickets.userId, user.id), eq(sportTickets.key, request.key)));
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          throw AppError.field('key', 'idempotency_key_reused');
        }
        return ticketAnswer(ctx, earlier);
      }
    }
    throw error;
  }
}

/**
 * The player's real balance, as a statement the placement makes anyway returns it (after the
 * stake moved, from the row the stake locked until the commit).
 */
const realBalance = (user: User) =>
  sql<number>`(select coalesce(sum(${ledgerAccounts.balance} - ${ledgerAccounts.pendingDebits}), 0) from ${ledgerAccounts} where ${ledgerAccounts.code} = ${accountCode({ owner: 'user', userId: user.id, currency: user.currency, kind: 'real' })})`.mapWith(
    Number,
  );

/** A ticket under a key not used before: its checks, rows and stake in one transaction. */
async function placeNewTicket(
  ctx: AppContext,
  user: User,
  request: PlaceTicketRequest,
  fingerprint: string,
) {
  const { shape, lines } = betShape(request);
  if (request.stake % lines !== 0) throw AppError.field('stake', 'stake_not_divisible');
  const legs = legsOf(request);
  const currency = user.currency;

  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const line = await readLine(tx, legs, { lock: true });
    const states = legs.map((leg) => legState(line, leg, now));
    const fields: Record<string, ErrorCode[]> = {};
    states.forEach((state, i) => {
      if (state.refusal) fields[`legs.${i}.${REFUSAL_FIELD[state.refusal]}`] = [state.refusal];
    });
    throwFields(fields);
    if (request.kind !== 'single') {
      for (const i of relatedLegs(legs)) fields[`legs.${i}`] = ['related_selections'];
    }
    throwFields(fields);
    const used = legs.map((leg, i) => {
      const taken = oddsTaken(request.odds_policy, leg.sentE4, states[i]!.oddsE4!);
      if (taken === null) fields[`legs.${i}.odds`] = ['odds_changed'];
      return taken ?? 0;
    });
    throwFields(fields);

    const sportIds = states.map((state) => state.event!.sportId);
    const limits = await ticketLimits(tx, currency, sportIds);
    if (request.stake < limits.minStakeMinor) throw AppError.field('stake', 'stake_too_small');
    if (request.stake > limits.maxStakeMinor) throw AppError.field('stake', 'stake_too_big');
    const potential = potentialPayout(shape, used, request.stake);
    if (potential > limits.maxPayoutMinor) {
      throw AppError.field('stake', 'max_payout_exceeded');
    }

    const live = states.some((state) => state.live);
    const id = randomUUID();
    const [inserted] = await tx
      .insert(sportTickets)
      .values({
        id,
        userId: user.id,
        key: request.key,
        fingerprint,
        currency,
        kind: request.kind,
        systemSize: shape.size ?? null,
        lines,
        stakeMinor: request.stake,
        openStakeMinor: request.stake,
        oddsPolicy: request.odds_policy,
        live,
        status: live ? 'pending' : 'open',
        totalOddsE4:
          request.kind === 'system'
            ? Math.floor((potential * 10_000) / request.stake)
            : totalOddsE4(used),
        potentialMinor: potential,
        placedAt: now,
        acceptAfter: live ? new Date(now.getTime() + limits.liveDelayMs) : null,
        acceptedAt: live ? null : now,
      })
      // Whether a bonus runs, asked in a statement the ticket makes anyway (no round trip more).
      .returning({ ...getTableColumns(sportTickets), bonus: hasActiveGrant(user.id, currency) });
    const { bonus, ...ticket } = inserted!;
    try {
      await takeTicketStake({ ...ctx, db: tx }, ticket, request.stake, { hold: live, bonus });
    } catch (error) {
      // The stake's refusals name the slip's field: the bonus rules by their own code.
      const codes = error instanceof AppError ? error.fields?.amount : undefined;
      if (codes) {
        const bonusRule = (['bonus_max_bet', 'bonus_live_real_only'] as const).find((code) =>
          codes.includes(fieldMessage(code)),
        );
        throw AppError.field('stake', bonusRule ?? 'insufficient_funds');
      }
      throw error;
    }
    const rows = await tx
      .insert(sportTicketLegs)
      .values(
        legs.map((leg, i) => ({
          ticketId: id,
          idx: i,
          eventId: leg.eventId,
          typeId: leg.typeId,
          specKey: leg.specKey,
          outcomeId: leg.outcomeId,
          oddsRequestedE4: leg.sentE4,
          oddsE4: used[i]!,
          marketVersion: states[i]!.market!.version,
          banker: leg.banker,
        })),
      )
      .returning({ ...getTableColumns(sportTicketLegs), balance: realBalance(user) });
    // The answer from what the transaction read and wrote: the line as the ticket was taken on it.
    const events = new Map(
      [...line.events.values()].map((event) => [
        event.id,
        { event, sport: line.sportSlugs.get(event.sportId) ?? '' },
      ]),
    );
    const view = ticketView(ticket, rows, {
      events,
      markets: line.markets,
      producersUp: line.producersUp,
    });
    return { ticket: view, balance: toMajor(rows[0]!.balance) };
  });
}
