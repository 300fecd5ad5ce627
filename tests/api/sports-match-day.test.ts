import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { FeedMessage } from '@/lib/sports/feed-messages';
import { settleBet, type SettleLeg } from '@/lib/sports/settle';
import {
  ledgerTransfers,
  sportMarketCancels,
  sportOutcomes,
  sportTicketLegs,
  sportTickets,
  type SportTicket,
} from '@/server/db/schema';
import { acceptDueTickets } from '@/server/services/sports/betting/accept-live-tickets';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { checkProducers } from '@/server/services/sports/feed/producer-watchdog';
import { createSimFeed, type SimFeed } from '@/server/services/sports/feed/sim';
import { settleDueTickets } from '@/server/services/sports/settlement/settle-due-tickets';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { fundedPlayer, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

/**
 * @long 90 — about 35 s alone and 50 s beside another worker: a quarter of an hour of the feed's
 * messages through the applier, then every match with a ticket played out, settled and corrected.
 *
 * A match day of the simulated feed, faults on, through the applier to the ledger: players bet
 * singles, expresses and systems on pre-match and live matches through the API, live tickets go
 * through the delay, some are cashed out; the producers' watchdog runs; then every match played
 * ends and is confirmed. At the end money is conserved, every ticket is decided, each settled
 * ticket was paid exactly what its legs' final results give (wrong settlements rolled back and
 * corrected included), and the ledger's net payout per ticket equals it: paid once.
 */

/**
 * Simulated hours of betting (SPORTS_DAY_HOURS, default 0.25, with a bet tried every 10 s; the
 * feed applier takes about 30 s of PGlite per simulated hour here, so the suite plays a short
 * day and a long one is run by hand, its budget raised (tests/support/time-budget-reporter.mjs):
 * `SPORTS_DAY_HOURS=6 TEST_FILE_BUDGET_S=1800 npm test -- sports-match-day`).
 */
const BETTING_MS = Number(process.env.SPORTS_DAY_HOURS || 0.25) * 3_600_000;
/** Ten minutes, and five more for every hour of a longer day. */
const TIMEOUT_MS = 600_000 + (BETTING_MS / 3_600_000) * 300_000;
const STEP_MS = 10_000;
const SEED = 'match-day-scenario-seed-0001';

let api: TestApi;
let feed: SimFeed;
const seen: Record<string, number> = {};

/** A seeded choice, so the day is the same on every run. */
let draws = 0;
function draw(n: number) {
  const digest = createHash('sha256')
    .update(`${SEED}:choice:${(draws += 1)}`)
    .digest();
  return digest.readUInt32BE(0) % n;
}

beforeAll(async () => {
  // Tokens outlive the simulated day, as players refresh theirs.
  api = await createTestApi({
    env: { OPERATOR_TOKEN, ACCESS_TOKEN_TTL_S: String(86_400) },
    ownDatabase: true,
  });
  // A fixed start: the schedule is anchored on it, so every run plays the same day.
  api.clock.set(new Date('2026-11-26T12:00:00Z'));
  feed = createSimFeed({ seed: SEED, now: () => api.clock.now(), speed: 0, faults: true });
  feed.start(async (message: FeedMessage) => {
    // The clock follows the feed: what is recorded at "now" is recorded at the message's time.
    if (message.timestamp > api.clock.now().getTime()) api.clock.set(new Date(message.timestamp));
    await applyFeedMessage(api.ctx, message);
    seen[message.type] = (seen[message.type] ?? 0) + 1;
  });
});
afterAll(async () => {
  await feed.stop();
  await api.close();
});

type EventView = {
  id: string;
  live: boolean;
  main_market: {
    type_id: number;
    spec_key: string;
    status: string;
    outcomes: { id: string; odds: string | null; active: boolean }[];
  } | null;
};

async function openEvents(live: boolean): Promise<EventView[]> {
  const answer = await api.get(`/api/sports/events?live=${live ? 1 : 0}`);
  expect(answer.status).toBe(200);
  return (answer.json.events as EventView[]).filter(
    (event) => event.main_market?.status === 'active',
  );
}

function legOf(event: EventView) {
  const market = event.main_market!;
  const priced = market.outcomes.filter((outcome) => outcome.active && outcome.odds);
  if (priced.length === 0) return null;
  const outcome = priced[draw(priced.length)]!;
  return {
    event_id: event.id,
    type_id: market.type_id,
    spec_key: market.spec_key,
    outcome_id: outcome.id,
    odds: outcome.odds!,
  };
}

const placed: Record<string, number> = {};

async function bet(token: string) {
  const live = draw(3) === 0;
  const events = await openEvents(live);
  if (events.length === 0) return;
  const kind = (['single', 'express', 'system'] as const)[draw(3)];
  const count = kind === 'single' ? 1 : kind === 'express' ? 2 + draw(2) : 3;
  const chosen = [...events];
  for (let i = chosen.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [chosen[i], chosen[j]] = [chosen[j]!, chosen[i]!];
  }
  const legs = chosen
    .map(legOf)
    .filter((leg) => leg !== null)
    .slice(0, count);
  if (legs.length < count) return;
  const answer = await api.post(
    '/api/sports/tickets',
    {
      key: uniqueKey('day'),
      kind,
      ...(kind === 'system' && { system_size: 2 }),
      stake: kind === 'system' ? 30 : 10 + draw(90),
      odds_policy: 'any',
      legs,
    },
    { token },
  );
  // A market may close between the list and the slip: that is a clean refusal, never a 500.
  expect([201, 422]).toContain(answer.status);
  placed[answer.status] = (placed[answer.status] ?? 0) + 1;
}

async function cashOutOne(token: string) {
  const list = await api.get('/api/sports/tickets?status=open', { token });
  const open = list.json.tickets as { id: string }[];
  if (open.length === 0) return;
  const ticket = open[draw(open.length)]!;
  const quote = await api.post(
    `/api/sports/tickets/${ticket.id}/cashout-quote`,
    { percent: draw(2) ? 100 : 50 },
    { token },
  );
  expect([200, 201, 409]).toContain(quote.status);
  if (quote.status === 409) return;
  const sold = await api.post(
    `/api/sports/tickets/${ticket.id}/cashout`,
    { quote_id: quote.json.quote_id },
    { token },
  );
  expect([200, 201, 409]).toContain(sold.status);
}

async function step(ms: number) {
  await feed.advance(ms);
  await checkProducers(api.ctx, feed);
  await acceptDueTickets(api.ctx);
}

/** What a ticket's legs say it pays, from the line's final results and cancel windows. */
async function expectedPayout(ticket: SportTicket) {
  const legs = await api.ctx.db
    .select()
    .from(sportTicketLegs)
    .where(eq(sportTicketLegs.ticketId, ticket.id))
    .orderBy(sportTicketLegs.idx);
  const at = ticket.acceptedAt ?? ticket.placedAt;
  const settled: SettleLeg[] = [];
  for (const leg of legs) {
    const windows = await api.ctx.db
      .select({ id: sportMarketCancels.id })
      .from(sportMarketCancels)
      .where(
        and(
          eq(sportMarketCancels.eventId, leg.eventId),
          eq(sportMarketCancels.typeId, leg.typeId),
          eq(sportMarketCancels.specKey, leg.specKey),
          isNull(sportMarketCancels.rolledBackAt),
          sql`(${sportMarketCancels.startTime} is null or ${sportMarketCancels.startTime} <= ${at.toISOString()}::timestamptz)`,
          sql`(${sportMarketCancels.endTime} is null or ${at.toISOString()}::timestamptz <= ${sportMarketCancels.endTime})`,
        ),
      );
    const [outcome] = await api.ctx.db
      .select()
      .from(sportOutcomes)
      .where(
        and(
          eq(sportOutcomes.eventId, leg.eventId),
          eq(sportOutcomes.typeId, leg.typeId),
          eq(sportOutcomes.specKey, leg.specKey),
          eq(sportOutcomes.outcomeId, leg.outcomeId),
        ),
      );
    const result =
      windows.length > 0
        ? { result: 0 as const, voidHalves: 2 as const, deadHeatE4: 10_000 }
        : outcome?.result === null || outcome?.result === undefined
          ? null
          : {
              result: outcome.result as 0 | 1,
              voidHalves: (outcome.voidHalves ?? 0) as 0 | 1 | 2,
              deadHeatE4: outcome.deadHeatE4 ?? 10_000,
            };
    settled.push({ oddsE4: leg.oddsE4, settled: result });
  }
  const bankers = legs.filter((leg) => leg.banker).map((leg) => leg.idx);
  return settleBet(
    { kind: ticket.kind, size: ticket.systemSize ?? undefined, bankers },
    settled,
    ticket.openStakeMinor,
  );
}

async function netPaid(ticketId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `sport-%:${ticketId}:%`));
  let paid = 0;
  let cashed = 0;
  for (const row of rows) {
    if (row.key.startsWith('sport-pay:')) paid += row.amount;
    if (row.key.startsWith('sport-unpay:')) paid -= row.amount;
    if (row.key.startsWith('sport-cashout:')) cashed += row.amount;
  }
  return { paid, cashed };
}

it(
  'plays a match day with faults: money conserved, every ticket settled once and right',
  async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => fundedPlayer(api, { amount: 100_000 })),
    );
    let elapsed = 0;
    // Each fault of a real feed at least once, whenever the schedule brings it or not.
    const forced: Record<number, () => Promise<unknown>> = {
      10: () => feed.inject('wrong_settlement'),
      25: () => feed.inject('var_cancel'),
      40: () => feed.inject('producer_down'),
      55: () => feed.inject('postpone'),
      70: () => feed.inject('goal'),
    };
    for (let n = 0; elapsed < BETTING_MS; n += 1) {
      await step(STEP_MS);
      elapsed += STEP_MS;
      await bet(players[draw(players.length)]!.token);
      if (n % 8 === 5) await cashOutOne(players[draw(players.length)]!.token);
      await forced[n]?.();
    }
    // No more bets. The matches with tickets start now if they have not, and are played out.
    await step(60_000);
    const pending = await api.ctx.db.execute(sql`
    select distinct l.event_id, e.status from sport_ticket_legs l
    join sport_tickets t on t.id = l.ticket_id join sport_events e on e.id = l.event_id
    where t.status in ('open', 'pending')`);
    const open = (pending as unknown as { rows: { event_id: string; status: string }[] }).rows;
    for (const event of open.filter((row) => row.status === 'not_started')) {
      await feed.inject('kickoff', event.event_id);
    }
    // A few minutes of play (live prices, the feed's own faults), then the final whistle: what
    // a longer stretch adds is more of the same messages (SPORTS_DAY_HOURS plays more of them).
    await step(3 * 60_000);
    for (const event of open) await feed.inject('finish', event.event_id);
    // Settlements, their confirmations and the corrections of wrong ones.
    for (let rounds = 0; rounds < 60; rounds += 1) {
      await step(60_000);
      const unfinished = await api.ctx.db.execute(sql`
      select count(*)::int as n from sport_tickets where status in ('open', 'pending')`);
      if ((unfinished as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
    }
    await step(10 * 60_000);
    await settleDueTickets(api.ctx);

    const tickets = await api.ctx.db.select().from(sportTickets);
    expect(placed[201] ?? 0).toBeGreaterThan(40);
    // The faults came through the feed and the applier.
    expect(seen.rollback_bet_settlement ?? 0).toBeGreaterThan(0);
    expect(seen.bet_cancel ?? 0).toBeGreaterThan(0);
    expect(seen.snapshot_complete ?? 0).toBeGreaterThan(0);
    const status = feed.status();
    expect(status.faults.producer_down).toBeGreaterThan(0);
    expect(status.faults.wrong_settlement).toBeGreaterThan(0);
    expect(status.faults.postpone).toBeGreaterThan(0);

    const byStatus: Record<string, number> = {};
    for (const ticket of tickets) {
      byStatus[ticket.status] = (byStatus[ticket.status] ?? 0) + 1;
      expect(['settled', 'cashed_out', 'rejected']).toContain(ticket.status);
      const { paid, cashed } = await netPaid(ticket.id);
      expect(cashed).toBe(ticket.cashedOutMinor);
      if (ticket.status === 'settled') {
        const expected = await expectedPayout(ticket);
        expect({ id: ticket.id, ...expected }).toEqual({
          id: ticket.id,
          final: true,
          payout: ticket.payoutMinor,
        });
        expect({ id: ticket.id, paid }).toEqual({ id: ticket.id, paid: ticket.payoutMinor });
      } else {
        expect({ id: ticket.id, paid }).toEqual({ id: ticket.id, paid: 0 });
      }
    }
    expect(byStatus.settled ?? 0).toBeGreaterThan(30);
    // A rejected live ticket's hold was released, never taken.
    const rejected = tickets.filter((ticket) => ticket.status === 'rejected').map((t) => t.id);
    if (rejected.length > 0) {
      const held = await api.ctx.db
        .select()
        .from(ledgerTransfers)
        .where(
          inArray(
            ledgerTransfers.idempotencyKey,
            rejected.map((id) => `sport-stake:${id}:accept`),
          ),
        );
      expect(held).toEqual([]);
    }
    await expectLedgerBalanced(api);
    // Tickets resettled after a rollback or a cancel window show it in their version.
    console.info('match day', { placed, byStatus, seen, faults: status.faults });
  },
  TIMEOUT_MS,
);
