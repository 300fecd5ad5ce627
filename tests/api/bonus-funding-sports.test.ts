import { like } from 'drizzle-orm';
import { PRODUCERS, type FeedMessage, type SettledOutcome } from '@/lib/sports/feed-messages';
import { ledgerTransfers } from '@/server/db/schema';
import { acceptDueTickets } from '@/server/services/sports/betting/accept-live-tickets';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { balancesOf, grantRow, insertGrant, stakeRows } from '@/tests/support/bonus-grants';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { feedNow } from '@/tests/support/sports';
import { seedTestEvent, setMarketStatus } from '@/tests/support/sports-line';
import { fundedPlayer, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

const TICKETS = '/api/sports/tickets';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

let tick = 0;
const settlement = (
  eventId: string,
  outcomes: SettledOutcome[],
  certainty: 1 | 2,
): FeedMessage => ({
  type: 'bet_settlement',
  producer: PRODUCERS.prematch,
  eventId,
  timestamp: feedNow(api.ctx) + ++tick,
  certainty,
  markets: [{ typeId: 1, specifiers: {}, outcomes }],
});
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

const single = (eventId: string, stake: number, odds = '2.5', outcomeId = '1') => ({
  key: uniqueKey('t'),
  kind: 'single',
  stake,
  legs: [{ event_id: eventId, type_id: 1, spec_key: '', outcome_id: outcomeId, odds }],
});

async function moneyOf(ticketId: string) {
  const rows = await api.ctx.db
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `sport-%:${ticketId}%`));
  return Object.fromEntries(
    rows.map((row) => [row.key.replace(ticketId, 'T'), Number(row.amount)]),
  );
}

describe('sports tickets with an active bonus', () => {
  it('stakes real then bonus money, pays and unpays a settlement split the same way', async () => {
    const player = await fundedPlayer(api, { amount: 3 });
    const grant = await insertGrant(api, player.id, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const { eventId } = await seedTestEvent(api.ctx);
    const over = await api.post(TICKETS, single(eventId, 60), player);
    expect([over.status, over.json.errors.stake[0]]).toEqual([
      422,
      expect.stringMatching(/^bonus_max_bet/),
    ]);

    const placed = await api.post(TICKETS, single(eventId, 10), player);
    expect(placed.status).toBe(201);
    const ticketId = placed.json.ticket.id as string;
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 93_00 });
    // Odds 2.5, at least the template's 1.5: the stake counts 100 %.
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { betRef: `sport:${ticketId}`, product: 'sports', stakeBonus: 7_00, contribution: 10_00 },
    ]);

    // 25.00 won: 7/10 of it bonus money.
    await applyFeedMessage(api.ctx, settlement(eventId, homeWins, 1));
    expect(await balancesOf(api, player.id)).toEqual({ real: 7_50, bonus: 93_00 + 17_50 });
    // The confirmation says otherwise: the payout comes back the way it went.
    await applyFeedMessage(api.ctx, settlement(eventId, homeLoses, 2));
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 93_00 });
    expect(await moneyOf(ticketId)).toEqual({
      'sport-stake:T': 3_00,
      'sport-stake:T:bonus': 7_00,
      'sport-pay:T:1': 7_50,
      'sport-pay:T:1:bonus': 17_50,
      'sport-unpay:T:1': 7_50,
      'sport-unpay:T:1:bonus': 17_50,
    });
    expect((await grantRow(api, grant.id)).wagered).toBe(10_00);
    await expectLedgerBalanced(api);
  });

  it('counts nothing below the minimum odds; a spent bonus share taken back goes on the debt', async () => {
    const player = await fundedPlayer(api, { amount: 0 });
    const grant = await insertGrant(api, player.id, {
      amount: 10_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const { eventId } = await seedTestEvent(api.ctx, {
      markets: [
        {
          typeId: 1,
          outcomes: [
            { id: '1', odds: '1.4' },
            { id: '2', odds: '5' },
            { id: '3', odds: '6' },
          ],
        },
      ],
    });
    const placed = await api.post(TICKETS, single(eventId, 10, '1.4'), player);
    expect(placed.status).toBe(201);
    const ticketId = placed.json.ticket.id as string;
    expect(await stakeRows(api, grant.id)).toMatchObject([{ weightBp: 0, contribution: 0 }]);
    await applyFeedMessage(api.ctx, settlement(eventId, homeWins, 1));
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 14_00 });
    // The player spends the bonus money on a ticket that loses…
    const other = await seedTestEvent(api.ctx);
    expect((await api.post(TICKETS, single(other.eventId, 10), player)).status).toBe(201);
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 4_00 });
    // …then the win is taken back: 4.00 from the bonus account, 10.00 on the debt.
    await applyFeedMessage(api.ctx, settlement(eventId, homeLoses, 2));
    expect(await balancesOf(api, player.id)).toEqual({ real: 0, bonus: 0 });
    expect(await moneyOf(ticketId)).toMatchObject({
      'sport-unpay:T:1:bonus': 4_00,
      'sport-unpay:T:1:debt': 10_00,
    });
    await expectLedgerBalanced(api);
  });

  it('holds a live stake in real money only and counts it toward wagering once accepted', async () => {
    const player = await fundedPlayer(api, { amount: 20 });
    const grant = await insertGrant(api, player.id, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const { eventId } = await seedTestEvent(api.ctx, { status: 'live' });
    // 30.00 would need bonus money: refused with its reason, nothing held.
    const over = await api.post(TICKETS, single(eventId, 30), player);
    expect([over.status, over.json.errors.stake[0]]).toEqual([
      422,
      expect.stringMatching(/^bonus_live_real_only/),
    ]);
    // More than real and bonus money together is the usual refusal.
    const broke = await api.post(TICKETS, single(eventId, 130), player);
    expect([broke.status, broke.json.errors.stake[0]]).toEqual([
      422,
      expect.stringMatching(/^insufficient_funds/),
    ]);

    const placed = await api.post(TICKETS, single(eventId, 10), player);
    expect(placed.status).toBe(201);
    const ticketId = placed.json.ticket.id as string;
    expect(await balancesOf(api, player.id)).toEqual({ real: 10_00, bonus: 100_00 });
    // Held, not yet counted.
    expect(await stakeRows(api, grant.id)).toEqual([]);

    api.clock.advance(5000);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 1, rejected: 0 });
    expect(await stakeRows(api, grant.id)).toMatchObject([
      { betRef: `sport:${ticketId}`, stakeBonus: 0, contribution: 10_00 },
    ]);
    expect((await grantRow(api, grant.id)).wagered).toBe(10_00);
    // A second pass decides nothing and counts nothing.
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 0 });
    expect((await grantRow(api, grant.id)).wagered).toBe(10_00);

    // Its win is all real money.
    await applyFeedMessage(api.ctx, settlement(eventId, homeWins, 1));
    expect(await balancesOf(api, player.id)).toEqual({ real: 35_00, bonus: 100_00 });
    expect(await moneyOf(ticketId)).toEqual({
      'sport-stake:T': 10_00,
      'sport-stake:T:accept': 10_00,
      'sport-pay:T:1': 25_00,
    });
    await expectLedgerBalanced(api);
  });

  it('counts nothing for a live ticket refused after the delay', async () => {
    const player = await fundedPlayer(api, { amount: 20 });
    const grant = await insertGrant(api, player.id, {
      amount: 100_00,
      wageringRequired: 1_000_00,
      maxBet: 50_00,
    });
    const { eventId } = await seedTestEvent(api.ctx, { status: 'live' });
    const placed = await api.post(TICKETS, single(eventId, 10), player);
    expect(placed.status).toBe(201);
    await setMarketStatus(api.ctx, { eventId, typeId: 1, specKey: '' }, -1);
    api.clock.advance(5000);
    expect(await acceptDueTickets(api.ctx)).toEqual({ accepted: 0, rejected: 1 });
    expect(await stakeRows(api, grant.id)).toEqual([]);
    expect((await grantRow(api, grant.id)).wagered).toBe(0);
    expect(await balancesOf(api, player.id)).toEqual({ real: 20_00, bonus: 100_00 });
    await expectLedgerBalanced(api);
  });
});
