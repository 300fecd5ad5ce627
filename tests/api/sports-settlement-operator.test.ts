import { eq } from 'drizzle-orm';
import { PRODUCERS } from '@/lib/sports/feed-messages';
import { sportAudit } from '@/server/db/schema';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import {
  accountBalance,
  feedNow,
  market,
  marketRow,
  oddsChange,
  placeTestTicket,
  seedEvent,
  ticketRow,
} from '@/tests/support/sports';
import { fundedPlayer, operator, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

const MARKETS = '/api/operator/sports/markets';

async function pricedEvent() {
  const eventId = await seedEvent(api.ctx);
  await applyFeedMessage(
    api.ctx,
    oddsChange(api.ctx, eventId, [market(1, { 1: '2', 2: '3.4', 3: '4' })]),
  );
  return eventId;
}
const ref = (eventId: string) => ({
  event_id: eventId,
  type_id: 1,
  spec_key: '',
  reason: 'VAR review',
});

async function auditOf(eventId: string) {
  return api.ctx.db
    .select()
    .from(sportAudit)
    .where(eq(sportAudit.eventId, eventId))
    .orderBy(sportAudit.id);
}

describe('POST /operator/sports/markets/suspend and /reopen', () => {
  it('holds a market suspended through the feed until lifted, audited', async () => {
    const eventId = await pricedEvent();
    const held = await api.post(`${MARKETS}/suspend`, ref(eventId), operator);
    expect(held.status).toBe(200);
    expect(held.json).toEqual({
      key: `${eventId}/1/`,
      status: 'suspended',
      held_by_operator: true,
      version: 2,
      tickets_settled: 0,
    });
    // The feed reprices it: still suspended for players, the feed's status kept.
    await applyFeedMessage(
      api.ctx,
      oddsChange(api.ctx, eventId, [market(1, { 1: '2.1', 2: '3.4', 3: '4' })], {
        timestamp: feedNow(api.ctx) + 1,
      }),
    );
    expect((await marketRow(api.ctx, eventId, 1))!).toMatchObject({
      status: 1,
      heldByOperator: true,
    });
    const lifted = await api.post(`${MARKETS}/reopen`, ref(eventId), operator);
    expect(lifted.json).toMatchObject({ status: 'active', held_by_operator: false, version: 4 });
    expect((await auditOf(eventId)).map((row) => [row.action, row.reason])).toEqual([
      ['suspend', 'VAR review'],
      ['reopen', 'VAR review'],
    ]);
  });

  it('answers 404 for a market the line does not have, 422 without a reason', async () => {
    const eventId = await pricedEvent();
    expect(
      (await api.post(`${MARKETS}/suspend`, { ...ref(eventId), type_id: 18 }, operator)).status,
    ).toBe(404);
    expect(
      (await api.post(`${MARKETS}/suspend`, { ...ref(eventId), reason: ' ' }, operator)).status,
    ).toBe(422);
    expect(await auditOf(eventId)).toEqual([]);
  });
});

describe('POST /operator/sports/markets/settle and /void', () => {
  it('settles through the feed path as confirmed: tickets paid, the feed confirming it moves nothing', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const ticket = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [{ eventId, typeId: 1, outcomeId: '1', oddsE4: 20_000 }],
    });
    const settled = await api.post(
      `${MARKETS}/settle`,
      {
        ...ref(eventId),
        outcomes: [
          { id: '1', result: 1, dead_heat_factor: '0.5' },
          { id: '2', result: 0 },
          { id: '3', result: 0 },
        ],
      },
      operator,
    );
    expect(settled.status).toBe(200);
    expect(settled.json).toMatchObject({ status: 'settled', tickets_settled: 1 });
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 100_00,
      version: 1,
    });

    await applyFeedMessage(api.ctx, {
      type: 'bet_settlement',
      producer: PRODUCERS.prematch,
      eventId,
      timestamp: feedNow(api.ctx) + 5,
      certainty: 1,
      markets: [
        { typeId: 1, specifiers: {}, outcomes: [{ id: '1', result: 1, deadHeatFactor: '0.5' }] },
      ],
    });
    expect((await ticketRow(api.ctx, ticket)).version).toBe(1);
    expect((await auditOf(eventId))[0]).toMatchObject({
      action: 'settle',
      details: { outcomes: expect.any(Array) },
    });
    await expectLedgerBalanced(api);
  });

  it('voids a market: every bet on it refunded, the market cancelled', async () => {
    const player = await fundedPlayer(api, { amount: 1000 });
    const eventId = await pricedEvent();
    const ticket = await placeTestTicket(api.ctx, {
      userId: player.id,
      stakeMinor: 100_00,
      legs: [{ eventId, typeId: 1, outcomeId: '2', oddsE4: 34_000 }],
    });
    const voided = await api.post(`${MARKETS}/void`, ref(eventId), operator);
    expect(voided.json).toMatchObject({ status: 'cancelled', tickets_settled: 1 });
    expect(await ticketRow(api.ctx, ticket)).toMatchObject({
      status: 'settled',
      payoutMinor: 100_00,
    });
    expect(await accountBalance(api.ctx, player.id, 'real')).toBe(1000_00);
    await expectLedgerBalanced(api);
  });

  it('refuses a dead-heat factor above 1 and an empty outcome list', async () => {
    const eventId = await pricedEvent();
    const bad = await api.post(
      `${MARKETS}/settle`,
      { ...ref(eventId), outcomes: [{ id: '1', result: 1, dead_heat_factor: '2' }] },
      operator,
    );
    expect(bad.status).toBe(422);
    expect(
      (await api.post(`${MARKETS}/settle`, { ...ref(eventId), outcomes: [] }, operator)).status,
    ).toBe(422);
    expect((await marketRow(api.ctx, eventId, 1))!.status).toBe(1);
  });
});
