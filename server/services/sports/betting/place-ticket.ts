import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { PlaceTicketRequest } from '@/lib/schemas/sports';
import { parseOdds } from '@/lib/sports/odds';
import { potentialPayout, totalOddsE4 } from '@/lib/sports/settle';
import { parseSpecKey, specKey } from '@/lib/sports/specifiers';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { inTransaction } from '@/server/db/transaction';
import { sportTicketLegs, sportTickets, type SportTicket, type User } from '@/server/db/schema';
import { rowOf, runStatement, type Statement } from '@/server/db/statement';
import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import { uniqueViolation } from '@/server/lib/db-errors';
import type { ErrorCode } from '@/server/lib/error-codes';
import { sha256 } from '@/server/lib/secrets';
import { accountCode, userBalances } from '@/server/services/ledger/accounts';
import { cannotSpend } from '@/server/services/ledger/transfer';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { betShape } from './bet-shape';
import { legState, oddsTaken, relatedLegs, type LegRefusal } from './check-legs';
import { lockLine } from './lock-line';
import { serializeTicket, ticketView } from './serialize-ticket';
import { stakeInStatement, takeTicketStake } from './ticket-money';

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
 * The ticket and its legs in one statement, with the stake when no bonus runs (`ledger_stake()`,
 * migration 0035, given `stakeInStatement`'s arguments; a player without the money undoes the
 * whole statement, SQLSTATE LG001) and the player's real balance after it: `ledger_stake()`'s, or
 * read from the account row a stake moved before the statement locked until the commit. Legs go
 * in as one array per column; their insert reads the ticket's, so the ticket is written first.
 */
const WRITE_TICKET: Statement = {
  name: 'sport_tickets_write_v2',
  text: `with stake as (
      select ledger_stake($28::text, $29::text, $30::bool, $31::int4, $32::int4, $33::int8,
                          $34::text, $35::jsonb, $15::timestamptz) as after
       where $28::text is not null
    ), ticket as (
      insert into sport_tickets (id, user_id, key, fingerprint, currency, kind, system_size, lines,
                                 stake_minor, open_stake_minor, odds_policy, live, status,
                                 total_odds_e4, potential_minor, placed_at, accept_after,
                                 accepted_at)
      values ($1::uuid, $2::int4, $3::text, $4::text, $5::text, $6::text, $7::int2, $8::int4,
              $9::int8, $9::int8, $10::text, $11::bool, $12::text, $13::int8, $14::int8,
              $15::timestamptz, $16::timestamptz, $17::timestamptz)
      returning *
    ), legs as (
      insert into sport_ticket_legs (ticket_id, idx, event_id, type_id, spec_key, outcome_id,
                                     odds_requested_e4, odds_e4, market_version, banker)
      select ticket.id, leg.idx, leg.event_id, leg.type_id, leg.spec_key, leg.outcome_id,
             leg.odds_requested_e4, leg.odds_e4, leg.market_version, leg.banker
        from ticket,
             unnest($18::int2[], $19::text[], $20::int4[], $21::text[], $22::text[], $23::int4[],
                    $24::int4[], $25::int8[], $26::bool[])
               as leg(idx, event_id, type_id, spec_key, outcome_id, odds_requested_e4, odds_e4,
                      market_version, banker)
      returning *
    )
    select row_to_json(ticket) as ticket,
           (select json_agg(legs order by idx) from legs) as legs,
           coalesce((select after from stake),
                    (select coalesce(sum(balance - pending_debits), 0)
                       from ledger_accounts where code = $27::text)) as balance
      from ticket`,
};

type Written = {
  ticket: Record<string, unknown>;
  legs: Record<string, unknown>[];
  balance: string | number;
};

/**
 * A ticket under a key not used before: its checks, stake and rows in one transaction, in two
 * statements (issue 41): the line locked, with its outcomes, the limits and the bonus question
 * (`lockLine`, one function), then the ticket with its legs, its stake and the balance after.
 * While a bonus runs the stake is funded first, on its own (`takeTicketStake`).
 */
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
    const { line, limits, bonus } = await lockLine(tx, legs, { userId: user.id, currency });
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

    if (request.stake < limits.minStakeMinor) throw AppError.field('stake', 'stake_too_small');
    if (request.stake > limits.maxStakeMinor) throw AppError.field('stake', 'stake_too_big');
    const potential = potentialPayout(shape, used, request.stake);
    if (potential > limits.maxPayoutMinor) {
      throw AppError.field('stake', 'max_payout_exceeded');
    }

    const live = states.some((state) => state.live);
    const id = randomUUID();
    const totalOdds =
      request.kind === 'system'
        ? Math.floor((potential * 10_000) / request.stake)
        : totalOddsE4(used);
    const money = { id, userId: user.id, currency, totalOddsE4: totalOdds };
    const txCtx = { ...ctx, db: tx };
    const stake = bonus ? null : await stakeInStatement(txCtx, money, request.stake, live);
    if (!stake) await takeStake(txCtx, money, request.stake, { hold: live, bonus });
    const [written] = await writeTicket(tx, [
      id,
      user.id,
      request.key,
      fingerprint,
      currency,
      request.kind,
      shape.size ?? null,
      lines,
      request.stake,
      request.odds_policy,
      live,
      live ? 'pending' : 'open',
      totalOdds,
      potential,
      now.toISOString(),
      live ? new Date(now.getTime() + limits.liveDelayMs).toISOString() : null,
      live ? null : now.toISOString(),
      legs.map((_, i) => i),
      legs.map((leg) => leg.eventId),
      legs.map((leg) => leg.typeId),
      legs.map((leg) => leg.specKey),
      legs.map((leg) => leg.outcomeId),
      legs.map((leg) => leg.sentE4),
      used,
      states.map((state) => state.market!.version),
      legs.map((leg) => leg.banker),
      accountCode({ owner: 'user', userId: user.id, currency, kind: 'real' }),
      ...(stake?.values ?? NO_STAKE),
    ]);
    stake?.counted();
    const ticket = rowOf(sportTickets, written!.ticket);
    const rows = written!.legs.map((raw) => rowOf(sportTicketLegs, raw));
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
    return { ticket: view, balance: toMajor(Number(written!.balance)) };
  });
}

/** `WRITE_TICKET`'s stake arguments when the stake moved before it. */
const NO_STAKE = Array.from({ length: 8 }, () => null);

/** `WRITE_TICKET`, a player who cannot cover the stake answered as the slip's 422. */
async function writeTicket(tx: Db, values: unknown[]) {
  try {
    return await runStatement<Written>(tx, WRITE_TICKET, values);
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('stake', 'insufficient_funds');
    throw error;
  }
}

/** The stake (`takeTicketStake`), its refusals named by the slip's field: the bonus rules by their own code. */
async function takeStake(
  ctx: AppContext,
  ticket: Parameters<typeof takeTicketStake>[1],
  amount: number,
  options: Parameters<typeof takeTicketStake>[3],
) {
  try {
    await takeTicketStake(ctx, ticket, amount, options);
  } catch (error) {
    const codes = error instanceof AppError ? error.fields?.amount : undefined;
    if (codes) {
      const bonusRule = (['bonus_max_bet', 'bonus_live_real_only'] as const).find((code) =>
        codes.includes(fieldMessage(code)),
      );
      throw AppError.field('stake', bonusRule ?? 'insufficient_funds');
    }
    throw error;
  }
}
