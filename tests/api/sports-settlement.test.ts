import { eq, like } from 'drizzle-orm';
import { PRODUCERS, type FeedMessage, type SettledOutcome } from '@/lib/sports/feed-messages';
import { ledgerTransfers, sportEvents, sportTickets } from '@/server/db/schema';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { settleDueTickets } from '@/server/services/sports/settlement/settle-due-tickets';
import { settleTicket } from '@/server/services/sports/settlement/settle-ticket';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import {
  accountBalance,
  feedNow,
  legRows,
  market,
  marketRow,
  oddsChange,
  placeTestTicket,
  seedEvent,
  ticketRow,
  type TestLeg,
} from '@/tests/support/sports';
import { openDeposit, sendWebhook } from '@/tests/support/payments';
import { fundedPlayer, OPERATOR_TOKEN, payoutHash } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  // The suite checks that every ledger account sums to zero: a database of its own.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const apply = (message: FeedMessage) => applyFeedMessage(api.ctx, message);
let tick = 0;
/** A feed time after every one used before: each message of the suite is new. */
const ts = () => feedNow(api.ctx) + ++tick;

/** An event with a priced 1x2 (odds 2, 3.4, 4) and total 2.5 (1.9 / 1.9). */
async function pricedEvent() {
  const eventId = await seedEvent(api.ctx);
  await apply(
    oddsChange(api.ctx, eventId, [
      market(1, { 1: '2', 2: '3.4', 3: '4' }),
      market(18, { 12: '1.9', 13: '1.9' }, { specifiers: { total: '2.5' } }),
    ]),
  );
  return eventId;
}

const settlement = (
  eventId: string,
  outcomes: SettledOutcome[],
  options: { certainty?: 1 | 2; typeId?: number; timestamp?: number } = {},
): FeedMessage => ({
  type: 'bet_settlement',
  producer: PRODUCERS.prematch,
  eventId,
  timestamp: options.timestamp ?? ts(),
  certainty: options.certainty ?? 1,
  markets: [{ typeId: options.typeId ?? 1, specifiers: {}, outcomes }],
});
const rollback = (eventId: string, typeId = 1): FeedMessage => ({
  type: 'rollback_bet_settlement',
  producer: PRODUCERS.prematch,
  eventId,
  timestamp: ts(),
  markets: [{ typeId, specifiers: {} }],
});
const leg = (eventId: string, outcomeId = '1', oddsE4 = 20_000): TestLeg => ({
  eventId,
  typeId: 1,
  outcomeId,
  oddsE4,
});
/** Home wins the 1x2. */
const homeWins: SettledOutcome[] = [
  { id: '1', result: 1 },
  { id: '2', result: 0 },
  { id: '3', result: 0 },
];
const homeLoses: SettledOutcome[] = [
  { id: '1', result: 0 },
  { id: '2', result: 1 },
  { id: '3', result: 0 },
];

/** A funded player's single of 100 on the home win of a new priced event, at 2 unless told. */
async function singleTicket({ amount = 1000, oddsE4 = 20_000 } = {}) {
  const player = await fundedPlayer(api, { amount });
  const eventId = await pricedEvent();
  const ticket = await placeTestTicket(api.ctx, {
    userId: player.id,
    stakeMinor: 100_00,
    legs: [leg(eventId, '1', oddsE4)],
  });
  return { player, eventId, ticket };
}

/** The same single, settled by the feed as won (certainty 1). */
async function wonTicket(options: Parameters<typeof singleTicket>[0] = {}) {
  const placed = await singleTicket(options);
  await apply(settlement(placed.eventId, homeWins));
  return placed;
}

async function transfersOf(ticketId: string) {
  return api.ctx.db
    .select()
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `sport-%:${ticketId}%`));
}
const keysOf = async (ticketId: string) =>
  (await transfersOf(ticketId)).map((row) => row.idempotencyKey.replace(ticketId, 'T')).sort();

describe('settlement of a single by grade', () => {
  it.each([
    ['win', { id: '1', result: 1 }, 200_00, { result: 1, voidHalves: 0, deadHeatE4: 10_000 }],
    ['lose', { id: '1', result: 0 }, 0, { result: 0, voidHalves: 0, deadHeatE4: 10_000 }],
    ['void', { id: '1', result: 0, voidFactor: '1' }, 100_00, { voidHalves: 2 }],
    ['half win', { id: '1', result: 1, voidFactor: '0.5' }, 150_00, { voidHalves: 1 }],
    ['half lose', { id: '1', result: 0, voidFactor: '0.5' }, 50_00, { voidHalves: 1 }],
    ['dead heat ½', { id: '1', result: 1, deadHeatFactor: '0.5' }, 100_00, { deadHeatE4: 5_000 }],
    ['dead heat ⅓ at 2.5', { id: '1', result: 1, deadHeatFactor: '0.3333' }, 83_32, {}],
  ] as const)('%s', async (name, outcome, payout, legCopy) => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const odds = name.includes('2.5') ? 25_000 : 20_000;
    const ticket = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(eventId, '1', odds)],
    });
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(900_00);
    await apply(settlement(eventId, [outcome as SettledOutcome]));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: payout,
      version: 1,
      settledAt: api.clock.now(),
    });
    expect((await legRows(api.ctx, ticket))[0]).toMatchObject(legCopy);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(900_00 + payout);
    expect(await keysOf(ticket)).toEqual(
      payout > 0 ? ['sport-pay:T:1', 'sport-stake:T'] : ['sport-stake:T'],
    );
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(-3);
  });
});

describe('express and system', () => {
  it('an express with a lost leg is final at once; a rollback reopens it, the win pays the product', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const [a, b] = [await pricedEvent(), await pricedEvent()];
    const ticket = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(a, '1', 20_000), leg(b, '1', 15_000)],
    });
    await apply(settlement(b, homeWins));
    expect((await ticketRow(api.ctx, ticket)).status).toBe('open');
    await apply(settlement(a, homeLoses));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 0,
      version: 1,
    });

    await apply(rollback(a));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({ status: 'open', payoutMinor: 0 });
    expect((await legRows(api.ctx, ticket))[0]!.result).toBeNull();
    await apply(settlement(a, homeWins));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 300_00,
      version: 2,
    });
    expect(await keysOf(ticket)).toEqual(['sport-pay:T:2', 'sport-stake:T']);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(1200_00);
    await expectLedgerBalanced(api);
  });

  it('a system 2/3 pays its winning lines; with a lost banker it pays nothing', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const events = [await pricedEvent(), await pricedEvent(), await pricedEvent()];
    const plain = await placeTestTicket(api.ctx, {
      userId: player.id,
      kind: 'system',
      systemSize: 2,
      stakeMinor: 300_00,
      legs: events.map((eventId) => leg(eventId)),
    });
    const banker = await placeTestTicket(api.ctx, {
      userId: player.id,
      kind: 'system',
      systemSize: 2,
      stakeMinor: 200_00,
      legs: events.map((eventId, index) => ({ ...leg(eventId), banker: index === 2 })),
    });
    await apply(settlement(events[0]!, homeWins));
    await apply(settlement(events[1]!, homeWins));
    expect((await ticketRow(api.ctx, plain)).status).toBe('open');
    await apply(settlement(events[2]!, homeLoses));
    // Lines AB (won, 100 × 2 × 2), AC and BC lost.
    expect(await ticketRow(api.ctx, plain)).toMatchObject({
      status: 'settled',
      payoutMinor: 400_00,
    });
    expect(await ticketRow(api.ctx, banker)).toMatchObject({ status: 'settled', payoutMinor: 0 });
    await expectLedgerBalanced(api);
  });
});

describe('confirmations, corrections and rollbacks', () => {
  it('a confirmation (certainty 2) of the same result moves no money', async () => {
    const { player, eventId, ticket } = await wonTicket();
    await apply(settlement(eventId, homeWins, { certainty: 2 }));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({ payoutMinor: 200_00, version: 1 });
    expect(await keysOf(ticket)).toEqual(['sport-pay:T:1', 'sport-stake:T']);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(1100_00);
  });

  it('a different confirmation reverses the payout and settles again under the next version', async () => {
    const { player, eventId, ticket } = await wonTicket();
    await apply(settlement(eventId, homeLoses, { certainty: 2 }));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 0,
      version: 2,
    });
    expect(await keysOf(ticket)).toEqual(['sport-pay:T:1', 'sport-stake:T', 'sport-unpay:T:1']);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(900_00);
    await expectLedgerBalanced(api);
  });

  it('rollback → unpay → settle again → pay, each under its own version', async () => {
    const { player, eventId, ticket } = await wonTicket();
    const back = await apply(rollback(eventId));
    expect(back.changes[0]!.changed).toEqual([`${eventId}/1/`]);
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(-1);
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'open',
      payoutMinor: 0,
      settledAt: null,
    });
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(900_00);
    await apply(settlement(eventId, homeLoses));
    await apply(rollback(eventId));
    await apply(settlement(eventId, homeWins));
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 200_00,
      version: 3,
    });
    expect(await keysOf(ticket)).toEqual([
      'sport-pay:T:1',
      'sport-pay:T:3',
      'sport-stake:T',
      'sport-unpay:T:1',
    ]);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(1100_00);
    await expectLedgerBalanced(api);
  });

  it('leaves pending, cashed-out and rejected tickets to their own paths', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const tickets = [];
    for (const status of ['pending', 'cashed_out', 'rejected'] as const) {
      tickets.push(
        await placeTestTicket(api.ctx, {
          userId: player.id,
          stakeMinor: 10_00,
          legs: [leg(eventId)],
          status,
        }),
      );
    }
    await apply(settlement(eventId, homeWins));
    for (const id of tickets) {
      expect(await keysOf(id)).toEqual(['sport-stake:T']);
      expect((await ticketRow(api.ctx, id)).version).toBe(0);
    }
  });
});

describe('debts: a reversal the player cannot cover', () => {
  const PAYOUT = '/api/api/v2/billing/payout';

  it('takes what the real account holds, puts the rest on the debt, blocks payouts until a deposit pays it', async () => {
    const { player, eventId, ticket } = await wonTicket({ amount: 100, oddsE4: 30_000 });
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(300_00);
    // The player spends 250 of the 300 won.
    const spend = await api.post(
      '/api/operator/wallet/adjustments',
      {
        key: `spend-${ticket}`,
        user_id: player.id,
        currency: 'RUB',
        amount: 250,
        direction: 'debit',
        kind: 'real',
        reason: 'spent elsewhere',
      },
      { token: OPERATOR_TOKEN },
    );
    expect(spend.status).toBe(201);

    await apply(rollback(eventId));
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(0);
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(-250_00);
    expect(await keysOf(ticket)).toEqual([
      'sport-pay:T:1',
      'sport-stake:T',
      'sport-unpay:T:1',
      'sport-unpay:T:1:debt',
    ]);
    await expectLedgerBalanced(api);

    const blocked = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB'),
        amount: 100,
        details: { card_number: '4111 1111 1111 1111' },
      },
      player,
    );
    expect(blocked.status).toBe(409);
    expect(blocked.json.error).toBe('debt_outstanding');

    // A deposit pays the rest.
    const deposit = await openDeposit(api, player.token, 1000);
    expect(
      (
        await sendWebhook(api, {
          invoice_id: deposit.id,
          status: 'paid',
          amount: 1000,
          currency: 'RUB',
        })
      ).status,
    ).toBe(200);
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(0);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(750_00);
    const allowed = await api.post(
      PAYOUT,
      {
        hash: payoutHash('RUB'),
        amount: 100,
        details: { card_number: '4111 1111 1111 1111' },
      },
      player,
    );
    expect(allowed.status).toBe(201);
    await expectLedgerBalanced(api);
  });

  it('refuses to approve a payout asked for before a correction left the player in debt', async () => {
    const { player, eventId, ticket } = await wonTicket({ amount: 100, oddsE4: 30_000 });
    // The player asks for 250 of the 300 won; the hold leaves 50 to take back.
    const asked = await api.post(
      PAYOUT,
      { hash: payoutHash('RUB'), amount: 250, details: { card_number: '4111 1111 1111 1111' } },
      player,
    );
    expect(asked.status).toBe(201);
    const payoutId = asked.json.id as string;

    await apply(rollback(eventId));
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(-250_00);
    expect(await keysOf(ticket)).toContain('sport-unpay:T:1:debt');

    const approve = `/api/operator/payouts/${payoutId}/approve`;
    const refused = await api.post(approve, {}, { token: OPERATOR_TOKEN });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      error: 'debt_outstanding',
      message: expect.any(String),
      amount: 250,
      currency: 'RUB',
    });
    // Nothing moved: the hold still waits, the debt is unchanged.
    const [hold] = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, `payout:${payoutId}%`));
    expect(hold).toMatchObject({ idempotencyKey: `payout:${payoutId}`, status: 'pending' });
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(-250_00);

    // Once a deposit paid the debt, the same payout can be approved.
    const deposit = await openDeposit(api, player.token, 1000);
    const paid = await sendWebhook(api, {
      invoice_id: deposit.id,
      status: 'paid',
      amount: 1000,
      currency: 'RUB',
    });
    expect(paid.status).toBe(200);
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(0);
    const approved = await api.post(approve, {}, { token: OPERATOR_TOKEN });
    expect(approved.status).toBe(200);
    expect(approved.json.status).toBe('approved');
    await expectLedgerBalanced(api);
  });

  it('pays a debt from the next sports payout', async () => {
    const player = await fundedPlayer(api, { amount: 100 });
    const [first, second] = [await pricedEvent(), await pricedEvent()];
    const a = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 50_00,
      legs: [leg(first)],
    });
    const b = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 50_00,
      legs: [leg(second, '1', 15_000)],
    });
    await apply(settlement(first, homeWins)); // +100
    await api.post(
      '/api/operator/wallet/adjustments',
      {
        key: `spend-${a}`,
        user_id: player.id,
        currency: 'RUB',
        amount: 100,
        direction: 'debit',
        kind: 'real',
        reason: 'spent',
      },
      { token: OPERATOR_TOKEN },
    );
    await apply(rollback(first));
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(-100_00);
    await apply(settlement(second, homeWins)); // +75, all of it to the debt
    expect(await ticketRow(api.ctx, b)).toMatchObject({ status: 'settled', payoutMinor: 75_00 });
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(0);
    expect(await accountBalance(api.ctx, player.id, 'debt')).toBe(-25_00);
    await expectLedgerBalanced(api);
  });
});

describe('bet_cancel windows', () => {
  it('voids only the tickets accepted inside the window; its rollback settles them again', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const t0 = api.clock.now().getTime();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const before = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(eventId)],
      acceptedAt: at(0),
    });
    const inside = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(eventId)],
      acceptedAt: at(10),
    });
    const after = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(eventId)],
      acceptedAt: at(20),
    });
    const window = { startTime: at(5).getTime(), endTime: at(15).getTime() };
    await apply({
      type: 'bet_cancel',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: ts(),
      ...window,
      markets: [{ typeId: 1, specifiers: {}, voidReason: 12 }],
    });
    // The market stays on the line: only a window of it was cancelled.
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(1);
    expect(await ticketRow(api.ctx, inside)).toMatchObject({
      status: 'settled',
      payoutMinor: 100_00,
    });
    expect((await legRows(api.ctx, inside))[0]).toMatchObject({
      voidHalves: 2,
      cancelId: expect.any(Number),
    });
    for (const id of [before, after]) {
      expect(await ticketRow(api.ctx, id)).toMatchObject({ status: 'open', payoutMinor: 0 });
    }

    await apply(settlement(eventId, homeWins));
    for (const id of [before, after])
      expect((await ticketRow(api.ctx, id)).payoutMinor).toBe(200_00);
    expect((await ticketRow(api.ctx, inside)).payoutMinor).toBe(100_00);

    await apply({
      type: 'rollback_bet_cancel',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: ts(),
      ...window,
      markets: [{ typeId: 1, specifiers: {} }],
    });
    expect(await ticketRow(api.ctx, inside)).toMatchObject({
      status: 'settled',
      payoutMinor: 200_00,
      version: 2,
    });
    expect((await legRows(api.ctx, inside))[0]).toMatchObject({ voidHalves: 0, cancelId: null });
    expect(await keysOf(inside)).toEqual([
      'sport-pay:T:1',
      'sport-pay:T:2',
      'sport-stake:T',
      'sport-unpay:T:1',
    ]);
    await expectLedgerBalanced(api);
  });

  it('a cancel without a window cancels the market; a cancelled fixture voids every leg of its event', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const [first, second] = [await pricedEvent(), await pricedEvent()];
    const single = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(first)],
    });
    await apply({
      type: 'bet_cancel',
      producer: PRODUCERS.prematch,
      eventId: first,
      timestamp: ts(),
      markets: [{ typeId: 1, specifiers: {} }],
    });
    expect((await marketRow(api.ctx, first, 1))!.status).toBe(-4);
    expect(await ticketRow(api.ctx, single)).toMatchObject({
      status: 'settled',
      payoutMinor: 100_00,
    });

    const express = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [
        leg(second, '1', 20_000),
        { eventId: second, typeId: 18, specKey: 'total=2.5', outcomeId: '12', oddsE4: 19_000 },
      ],
    });
    const [event] = await api.ctx.db.select().from(sportEvents).where(eq(sportEvents.id, second));
    const result = await apply({
      type: 'fixture_change',
      producer: PRODUCERS.prematch,
      eventId: second,
      timestamp: ts(),
      changeType: 3,
      fixture: {
        eventId: second,
        sport: { id: 'sim:sport:football', name: event!.home },
        category: { id: 'sim:category:test', name: event!.home },
        tournament: { id: 'sim:tournament:test', name: event!.home },
        home: event!.home,
        away: event!.away,
        scheduledAt: event!.scheduledAt.getTime(),
      },
    });
    expect(result.changes[0]!.removed.sort()).toEqual([`${second}/1/`, `${second}/18/total=2.5`]);
    const [cancelled] = await api.ctx.db
      .select()
      .from(sportEvents)
      .where(eq(sportEvents.id, second));
    expect(cancelled!.status).toBe('cancelled');
    expect(await ticketRow(api.ctx, express)).toMatchObject({
      status: 'settled',
      payoutMinor: 100_00,
    });
    await expectLedgerBalanced(api);
  });
});

describe('idempotency under replays and crashes', () => {
  it('a settlement replayed 20× at once, and settleTicket 20× at once, pay once', async () => {
    const { player, eventId, ticket } = await singleTicket();
    const message = settlement(eventId, homeWins);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(message)));
    expect(results.filter((result) => result.outcome === 'applied')).toHaveLength(1);
    await Promise.all(Array.from({ length: 20 }, () => settleTicket(api.ctx, ticket)));
    expect(await keysOf(ticket)).toEqual(['sport-pay:T:1', 'sport-stake:T']);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(1100_00);

    const back = rollback(eventId);
    await Promise.all(Array.from({ length: 20 }, () => apply(back)));
    expect(await keysOf(ticket)).toEqual(['sport-pay:T:1', 'sport-stake:T', 'sport-unpay:T:1']);
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(900_00);
    await expectLedgerBalanced(api);
  });

  /** A ticket the settlement missed, as if the process died right after the message's commit. */
  async function missedSettlement() {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const ticket = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [leg(eventId)],
      status: 'pending',
    });
    const message = settlement(eventId, homeWins);
    await apply(message);
    await api.ctx.db
      .update(sportTickets)
      .set({ status: 'open' })
      .where(eq(sportTickets.id, ticket));
    return { eventId, ticket, message };
  }

  it('a redelivered message finishes a settlement a crash interrupted', async () => {
    const { ticket, message } = await missedSettlement();
    expect((await apply(message)).outcome).toBe('duplicate');
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 200_00,
    });
    await expectLedgerBalanced(api);
  });

  it('so does the settleDueTickets sweep, which then finds nothing left', async () => {
    const { eventId, ticket } = await missedSettlement();
    expect(await settleDueTickets(api.ctx, { eventId })).toBe(1);
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 200_00,
    });
    expect(await settleDueTickets(api.ctx, { eventId })).toBe(0);
    expect(await settleDueTickets(api.ctx)).toBe(0);
    await expectLedgerBalanced(api);
  });
});
