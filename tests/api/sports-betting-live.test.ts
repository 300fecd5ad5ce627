import { and, eq, sql } from 'drizzle-orm';
import {
  ledgerTransfers,
  sportMarkets,
  sportProducers,
  sportTicketLegs,
  sportTickets,
} from '@/server/db/schema';
import { acceptDueTickets } from '@/server/services/sports/betting/accept-live-tickets';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { seedTestEvent, setMarketStatus, setOdds } from '@/tests/support/sports-line';
import { fundedPlayer, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

const TICKETS = '/api/sports/tickets';

/** Lets the other side of a race start first: no assertion depends on it. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Live tickets wait the live delay; this suite decides them itself, so it has its own database. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const single = (eventId: string, extra: Record<string, unknown> = {}) => ({
  key: uniqueKey('t'),
  kind: 'single',
  stake: 100,
  legs: [{ event_id: eventId, type_id: 1, spec_key: '', outcome_id: '1', odds: '2.5' }],
  ...extra,
});

const balanceOf = async (token: string) =>
  (await api.get('/api/profile/user', { token })).json.user.balance as number;

async function ticketRow(id: string) {
  const [row] = await api.ctx.db.select().from(sportTickets).where(eq(sportTickets.id, id));
  return row!;
}

async function transfer(key: string) {
  const [row] = await api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key));
  return row;
}

describe('live tickets through the live delay', () => {
  it('holds the stake, then accepts once the delay is over and the line still agrees', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const { eventId } = await seedTestEvent(api.ctx, { status: 'live' });
    const placed = await api.post(TICKETS, single(eventId), player);
    expect(placed.status).toBe(201);
    const { ticket } = placed.json;
    expect(ticket).toMatchObject({ status: 'pending', live: true, accepted_at: null });
    expect(new Date(ticket.accept_after).getTime() - new Date(ticket.placed_at).getTime()).toBe(
      5000,
    );
    expect(placed.json.balance).toBe(900);
    expect(await transfer(`sport-stake:${ticket.id}`)).toMatchObject({ status: 'pending' });

    // Not due yet: nothing decided.
    api.clock.advance(4999);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 0 });
    api.clock.advance(1);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 1, rejected: 0 });
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ status: 'open', rejectCode: null });
    expect(row.acceptedAt).toEqual(api.clock.now());
    expect(await transfer(`sport-stake:${ticket.id}:accept`)).toMatchObject({ status: 'posted' });
    expect(await balanceOf(player.token)).toBe(900);
    // Once decided it is not decided again.
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 0 });
    await expectLedgerBalanced(api);
  });

  it('refuses when the odds moved or the market was suspended meanwhile; the hold is released', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const moved = await seedTestEvent(api.ctx, { status: 'live' });
    const stopped = await seedTestEvent(api.ctx, { status: 'live' });
    const a = (await api.post(TICKETS, single(moved.eventId), player)).json.ticket;
    const b = (await api.post(TICKETS, single(stopped.eventId), player)).json.ticket;
    expect(await balanceOf(player.token)).toBe(800);
    await setOdds(api.ctx, { eventId: moved.eventId, typeId: 1, outcomeId: '1' }, '2.2');
    await setMarketStatus(api.ctx, { eventId: stopped.eventId, typeId: 1 }, -1);
    api.clock.advance(5000);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 2 });
    expect(await ticketRow(a.id)).toMatchObject({
      status: 'rejected',
      rejectCode: 'odds_changed',
      rejectDetails: { leg: 0, odds_e4: 22_000 },
    });
    expect(await ticketRow(b.id)).toMatchObject({
      status: 'rejected',
      rejectCode: 'market_suspended',
    });
    expect(await transfer(`sport-stake:${a.id}:reject`)).toMatchObject({ status: 'voided' });
    expect(await balanceOf(player.token)).toBe(1000);
    const view = await api.get(`${TICKETS}/${a.id}`, player);
    expect(view.json).toMatchObject({ status: 'rejected', reject_code: 'odds_changed' });
    await expectLedgerBalanced(api);
  });

  it('takes the odds after the delay under the policy any', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const { eventId } = await seedTestEvent(api.ctx, { status: 'live' });
    const { ticket } = (await api.post(TICKETS, single(eventId, { odds_policy: 'any' }), player))
      .json;
    await setOdds(api.ctx, { eventId, typeId: 1, outcomeId: '1' }, '2.2');
    api.clock.advance(5000);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 1, rejected: 0 });
    const [leg] = await api.ctx.db
      .select()
      .from(sportTicketLegs)
      .where(eq(sportTicketLegs.ticketId, ticket.id));
    expect(leg).toMatchObject({ oddsRequestedE4: 25_000, oddsE4: 22_000 });
    expect(await ticketRow(ticket.id)).toMatchObject({ status: 'open', potentialMinor: 220_00 });
  });

  it('two acceptors at once decide each ticket once', async () => {
    const player = await fundedPlayer(api, { amount: 10_000 });
    const events = await Promise.all(
      Array.from({ length: 6 }, () => seedTestEvent(api.ctx, { status: 'live' })),
    );
    const ids: string[] = [];
    for (const { eventId } of events) {
      ids.push((await api.post(TICKETS, single(eventId), player)).json.ticket.id);
    }
    await setMarketStatus(api.ctx, { eventId: events[0]!.eventId, typeId: 1 }, -1);
    api.clock.advance(5000);
    const [one, two] = await Promise.all([acceptDueTickets(api.ctx), acceptDueTickets(api.ctx)]);
    expect(one.accepted + two.accepted).toBe(5);
    expect(one.rejected + two.rejected).toBe(1);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 0 });
    expect(await balanceOf(player.token)).toBe(10_000 - 500);
    await expectLedgerBalanced(api);
  });
});

describe('a producer down', () => {
  it('suspends its markets for placement until it is up again', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const { eventId } = await seedTestEvent(api.ctx);
    await api.ctx.db.update(sportProducers).set({ up: false }).where(eq(sportProducers.id, 3));
    try {
      const refused = await api.post(TICKETS, single(eventId), player);
      expect([refused.status, Object.keys(refused.json.errors)]).toEqual([422, ['legs.0.type_id']]);
    } finally {
      await api.ctx.db.update(sportProducers).set({ up: true }).where(eq(sportProducers.id, 3));
    }
    expect((await api.post(TICKETS, single(eventId), player)).status).toBe(201);
  });
});

describe('placement racing a bet stop', () => {
  /**
   * The guarantee: placement reads the market `FOR SHARE` and the applier suspends it `FOR
   * UPDATE`. A stop committed before the placement's read is seen by it (refused); one in flight
   * makes the read wait and then see it (refused); one that starts after the read waits for the
   * ticket's commit, so the ticket was taken before the stop, on the version it read. Hence an
   * accepted ticket carries the version from before the stop and the stop, once it holds the
   * market, already sees it committed; a refusal names the suspension. On PostgreSQL the two really run at once; PGlite serialises them.
   */
  it('never accepts a ticket on a market suspended before its transaction', async () => {
    const player = await fundedPlayer(api, { amount: 100_000 });
    let accepted = 0;
    let refused = 0;
    for (let round = 0; round < 30; round++) {
      const { eventId } = await seedTestEvent(api.ctx);
      const market = and(eq(sportMarkets.eventId, eventId), eq(sportMarkets.typeId, 1));
      // The stop starts a little later each round, so the two meet at every point of the placement.
      const stop = pause(round).then(() =>
        api.ctx.db.transaction(async (tx) => {
          await tx.select().from(sportMarkets).where(market).for('update');
          await tx
            .update(sportMarkets)
            .set({ status: -1, version: sql`${sportMarkets.version} + 1` })
            .where(market);
          // What the stop sees once it holds the market: a ticket accepted on it has committed.
          const seen = await tx
            .select({ id: sportTicketLegs.ticketId })
            .from(sportTicketLegs)
            .where(eq(sportTicketLegs.eventId, eventId));
          return seen.length;
        }),
      );
      const [placed, ticketsSeenByStop] = await Promise.all([
        api.post(TICKETS, single(eventId, { stake: 10 }), player),
        stop,
      ]);
      if (placed.status === 201) {
        accepted++;
        const [leg] = await api.ctx.db
          .select()
          .from(sportTicketLegs)
          .where(eq(sportTicketLegs.ticketId, placed.json.ticket.id));
        expect(leg!.marketVersion).toBe(1);
        // Taken before the stop: the stop waited for the ticket's commit (without the share
        // lock it could commit first and a ticket read before it would land after it).
        expect(ticketsSeenByStop).toBe(1);
      } else {
        refused++;
        expect(placed.status).toBe(422);
        expect(placed.json.errors).toEqual({
          'legs.0.type_id': [expect.stringMatching(/^market_suspended:/)],
        });
      }
      // Once the stop has committed, no placement gets through.
      const after = await api.post(TICKETS, single(eventId, { stake: 10 }), player);
      expect(after.status).toBe(422);
    }
    expect(accepted + refused).toBe(30);
    const tickets = await api.ctx.db
      .select()
      .from(sportTickets)
      .where(eq(sportTickets.userId, player.id));
    expect(tickets).toHaveLength(accepted);
    expect(await balanceOf(player.token)).toBe(100_000 - 10 * accepted);
    await expectLedgerBalanced(api);
  });
});
