import { and, eq, like } from 'drizzle-orm';
import { ledgerTransfers, sportMarkets, sportOutcomes, sportTickets } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { transfer } from '@/server/services/ledger/transfer';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { recordAnalytics } from '@/tests/support/recorded-analytics';
import {
  seedTestEvent,
  setMarketStatus,
  settleOutcome,
  type TestMarket,
} from '@/tests/support/sports-line';
import { fundedPlayer, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

const TICKETS = '/api/sports/tickets';

/** Lets the other side of a race start first: no assertion depends on it. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

/** 1X2 with the home side at 2.5 and a win probability of ½: a single's E[e] is 1.25. */
const MARKETS: TestMarket[] = [
  {
    typeId: 1,
    outcomes: [
      { id: '1', odds: '2.5', probability: 0.5 },
      { id: '2', odds: '3.2', probability: 0.25 },
      { id: '3', odds: '2.9', probability: 0.25 },
    ],
  },
];

const leg = (eventId: string) => ({
  event_id: eventId,
  type_id: 1,
  spec_key: '',
  outcome_id: '1',
  odds: '2.5',
});

const balanceOf = async (token: string) =>
  (await api.get('/api/profile/user', { token })).json.user.balance as number;

async function openSingle(stake = 100) {
  const player = await fundedPlayer(api, { amount: 1000 });
  const { eventId } = await seedTestEvent(api.ctx, { markets: MARKETS });
  const placed = await api.post(
    TICKETS,
    { key: uniqueKey('t'), kind: 'single', stake, legs: [leg(eventId)] },
    player,
  );
  expect(placed.status).toBe(201);
  return { player, eventId, ticket: placed.json.ticket as { id: string } };
}

const quote = (player: { token: string }, id: string, percent?: number) =>
  api.post(`${TICKETS}/${id}/cashout-quote`, percent === undefined ? {} : { percent }, player);
const accept = (player: { token: string }, id: string, quoteId: string) =>
  api.post(`${TICKETS}/${id}/cashout`, { quote_id: quoteId }, player);

async function setProbability(eventId: string, probability: number) {
  await api.ctx.db
    .update(sportOutcomes)
    .set({ probability })
    .where(and(eq(sportOutcomes.eventId, eventId), eq(sportOutcomes.outcomeId, '1')));
}

describe('cash-out', () => {
  it('quotes fair value less the margin and pays it on acceptance: the ticket is cashed out', async () => {
    const { player, ticket } = await openSingle();
    const offered = await quote(player, ticket.id);
    expect(offered.status).toBe(200);
    // 100 × 1.25 × 0.95
    expect(offered.json).toMatchObject({
      ticket_id: ticket.id,
      percent: 100,
      stake: 100,
      offer: 118.75,
    });
    const taken = await accept(player, ticket.id, offered.json.quote_id);
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ paid: 118.75, balance: 1018.75 });
    expect(taken.json.ticket).toMatchObject({
      status: 'cashed_out',
      open_stake: 0,
      cashed_out: 118.75,
    });
    expect(await balanceOf(player.token)).toBe(1018.75);
    // Used: not twice.
    expect((await accept(player, ticket.id, offered.json.quote_id)).status).toBe(409);
    expect((await quote(player, ticket.id)).json.error).toBe('cashout_unavailable');
    await expectLedgerBalanced(api);
  });

  it('reports a ticket ended by its cash-outs as bet_settled once, with what they paid', async () => {
    const recorded = recordAnalytics();
    try {
      const settled = () => recorded.events.filter((event) => event.event === 'bet_settled');
      const { player, ticket } = await openSingle();
      const half = await quote(player, ticket.id, 50);
      await accept(player, ticket.id, half.json.quote_id);
      expect(settled()).toEqual([]);
      const rest = await quote(player, ticket.id);
      await accept(player, ticket.id, rest.json.quote_id);
      const paid = Math.round((half.json.offer + rest.json.offer) * 100);
      expect(settled()).toEqual([
        {
          event: 'bet_settled',
          distinctId: String(player.id),
          properties: {
            product: 'sports',
            bet_id: ticket.id,
            currency: 'RUB',
            amount: 10_000,
            payout: paid,
          },
        },
      ]);
    } finally {
      recorded.restore();
    }
  });

  it('sells part, then the rest', async () => {
    const { player, ticket } = await openSingle();
    const part = await quote(player, ticket.id, 40);
    expect(part.json).toMatchObject({ stake: 40, offer: 47.5 });
    const first = await accept(player, ticket.id, part.json.quote_id);
    expect(first.json.ticket).toMatchObject({
      status: 'open',
      open_stake: 60,
      cashed_out: 47.5,
      potential_win: 150,
    });
    const rest = await quote(player, ticket.id);
    expect(rest.json).toMatchObject({ stake: 60, offer: 71.25 });
    const second = await accept(player, ticket.id, rest.json.quote_id);
    expect(second.json.ticket).toMatchObject({
      status: 'cashed_out',
      open_stake: 0,
      cashed_out: 118.75,
    });
    const keys = await api.ctx.db
      .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `sport-cashout:${ticket.id}:%`));
    expect(keys.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: `sport-cashout:${ticket.id}:1`, amount: 47_50 },
      { key: `sport-cashout:${ticket.id}:2`, amount: 71_25 },
    ]);
    expect(await balanceOf(player.token)).toBe(1018.75);
  });

  it('refuses an expired quote and a quote outgrown by an earlier partial sale', async () => {
    const { player, ticket } = await openSingle();
    const old = await quote(player, ticket.id);
    api.clock.advance(5000);
    const late = await accept(player, ticket.id, old.json.quote_id);
    expect([late.status, late.json.error]).toEqual([409, 'cashout_quote_expired']);
    const whole = await quote(player, ticket.id);
    const half = await quote(player, ticket.id, 50);
    expect((await accept(player, ticket.id, half.json.quote_id)).status).toBe(200);
    const stale = await accept(player, ticket.id, whole.json.quote_id);
    expect([stale.status, stale.json.error]).toEqual([409, 'cashout_quote_expired']);
    const unknown = await accept(player, ticket.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(409);
  });

  it('refuses when the offer dropped since the quote; pays the quoted offer when it rose', async () => {
    const { player, eventId, ticket } = await openSingle();
    const offered = await quote(player, ticket.id);
    await setProbability(eventId, 0.4);
    const changed = await accept(player, ticket.id, offered.json.quote_id);
    expect([changed.status, changed.json.error]).toEqual([409, 'cashout_changed']);
    expect(await balanceOf(player.token)).toBe(900);
    const lower = await quote(player, ticket.id);
    expect(lower.json.offer).toBe(95); // 100 × 0.4 × 2.5 × 0.95
    await setProbability(eventId, 0.6);
    const taken = await accept(player, ticket.id, lower.json.quote_id);
    expect(taken.json.paid).toBe(95);
  });

  it('offers nothing on a suspended market, without cash-out, with a lost leg, or a ticket not open', async () => {
    const suspended = await openSingle();
    await setMarketStatus(api.ctx, { eventId: suspended.eventId, typeId: 1 }, -1);
    expect((await quote(suspended.player, suspended.ticket.id)).json.error).toBe(
      'cashout_unavailable',
    );

    const closed = await fundedPlayer(api, { amount: 1000 });
    const noCashout = await seedTestEvent(api.ctx, {
      markets: [{ ...MARKETS[0]!, cashoutStatus: -1 }],
    });
    const placed = await api.post(
      TICKETS,
      { key: uniqueKey('t'), kind: 'single', stake: 10, legs: [leg(noCashout.eventId)] },
      closed,
    );
    const refused = await quote(closed, placed.json.ticket.id);
    expect([refused.status, refused.json.error]).toEqual([409, 'cashout_unavailable']);

    const player = await fundedPlayer(api, { amount: 1000 });
    const a = await seedTestEvent(api.ctx, { markets: MARKETS });
    const b = await seedTestEvent(api.ctx, { markets: MARKETS });
    const express = await api.post(
      TICKETS,
      { key: uniqueKey('e'), kind: 'express', stake: 10, legs: [leg(a.eventId), leg(b.eventId)] },
      player,
    );
    expect((await quote(player, express.json.ticket.id)).status).toBe(200);
    await settleOutcome(api.ctx, { eventId: a.eventId, typeId: 1, outcomeId: '1' }, { result: 1 });
    // A won leg counts at its odds: 10 × 2.5 × 1.25 × 0.95.
    expect((await quote(player, express.json.ticket.id)).json.offer).toBe(29.68);
    await settleOutcome(api.ctx, { eventId: b.eventId, typeId: 1, outcomeId: '1' }, { result: 0 });
    expect((await quote(player, express.json.ticket.id)).json.error).toBe('cashout_unavailable');

    const live = await seedTestEvent(api.ctx, { status: 'live', markets: MARKETS });
    const pending = await api.post(
      TICKETS,
      { key: uniqueKey('l'), kind: 'single', stake: 10, legs: [leg(live.eventId)] },
      player,
    );
    expect((await quote(player, pending.json.ticket.id)).json.error).toBe('cashout_unavailable');
  });

  it('answers 404 for another player\u2019s ticket and 422 for a bad percent', async () => {
    const { player, ticket } = await openSingle();
    const other = await fundedPlayer(api, { amount: 10 });
    expect((await quote(other, ticket.id)).status).toBe(404);
    const mine = await quote(player, ticket.id);
    expect((await accept(other, ticket.id, mine.json.quote_id)).status).toBe(404);
    expect((await quote(player, ticket.id, 0)).status).toBe(422);
    expect((await quote(player, ticket.id, 101)).status).toBe(422);
    expect((await accept(player, ticket.id, 'nope')).status).toBe(422);
  });

  /**
   * Settlement as the feed applier and the settlement do it: the market `FOR UPDATE` (the
   * applier writes the result), then the ticket `FOR UPDATE`, nothing for a ticket no longer
   * open (cashed out), the payout on the open stake under `sport-pay:<id>:<version>`.
   */
  async function settleWon(eventId: string, ticketId: string) {
    return inTransaction(api.ctx.db, async (tx) => {
      await tx
        .select()
        .from(sportMarkets)
        .where(and(eq(sportMarkets.eventId, eventId), eq(sportMarkets.typeId, 1)))
        .for('update');
      const [ticket] = await tx
        .select()
        .from(sportTickets)
        .where(eq(sportTickets.id, ticketId))
        .for('update');
      if (!ticket || ticket.status !== 'open') return 0;
      const payout = Math.floor((ticket.openStakeMinor * 25_000) / 10_000);
      await transfer(
        { ...api.ctx, db: tx },
        {
          key: `sport-pay:${ticket.id}:${ticket.version + 1}`,
          kind: 'bet_payout',
          debit: { owner: 'house', currency: ticket.currency },
          credit: { owner: 'user', userId: ticket.userId, currency: ticket.currency, kind: 'real' },
          amount: payout,
          currency: ticket.currency,
          shardKey: `ticket:${ticket.id}`,
        },
      );
      await tx
        .update(sportTickets)
        .set({
          status: 'settled',
          payoutMinor: payout,
          version: ticket.version + 1,
          settledAt: api.clock.now(),
        })
        .where(eq(sportTickets.id, ticket.id));
      return payout;
    });
  }

  it('races a settlement: one of them wins and the money is paid once', async () => {
    for (let round = 0; round < 10; round++) {
      const { player, eventId, ticket } = await openSingle();
      const offered = await quote(player, ticket.id);
      const [cashout, settled] = await Promise.all([
        accept(player, ticket.id, offered.json.quote_id),
        pause(round * 2).then(() => settleWon(eventId, ticket.id)),
      ]);
      const row = (
        await api.ctx.db.select().from(sportTickets).where(eq(sportTickets.id, ticket.id))
      )[0]!;
      if (cashout.status === 200) {
        expect(settled).toBe(0);
        expect(row.status).toBe('cashed_out');
        expect(await balanceOf(player.token)).toBe(1018.75);
      } else {
        expect([cashout.status, cashout.json.error]).toEqual([409, 'cashout_unavailable']);
        expect(settled).toBe(250_00);
        expect(row.status).toBe('settled');
        expect(await balanceOf(player.token)).toBe(1150);
      }
    }
    await expectLedgerBalanced(api);
  });
});
