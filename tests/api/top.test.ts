import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { PRODUCERS, type FeedMessage } from '@/lib/sports/feed-messages';
import { casinoRounds, sportTickets, users } from '@/server/db/schema';
import { openCasinoSession } from '@/server/services/casino/open-session';
import { bet, win } from '@/server/services/casino/wallet';
import { applyFeedMessage } from '@/server/services/sports/feed/apply-message';
import { refreshTopBoards } from '@/server/services/top/refresh-top-boards';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { ensureCasinoGame } from '@/tests/support/casino';
import { feedNow } from '@/tests/support/sports';
import { seedTestEvent } from '@/tests/support/sports-line';
import { fundedPlayer, OPERATOR_TOKEN, uniqueKey } from '@/tests/support/wallet';

const SLOT = 'top_board_slot';
const RATES = '/api/operator/exchange-rates';
const operator = { token: OPERATOR_TOKEN };

/** The boards read every product's settled bets: this suite has the database to itself. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
  await ensureCasinoGame(api.ctx.db, { aggregator: 'hub88', code: SLOT, now: api.clock.now() });
});
afterAll(() => api.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

async function player(currency: Currency, name: string, hidden = false) {
  const created = await fundedPlayer(api, { currency, amount: 100_000 });
  await api.ctx.db
    .update(users)
    .set({ name, isStatisticsHidden: hidden })
    .where(eq(users.id, created.id));
  return created;
}

/** A closed slot round: `stake` staked, `payout` won (minor units). Answers the round's id. */
async function slotRound(who: Player, stake: number, payout: number) {
  const session = await openCasinoSession(api.ctx, {
    userId: who.id,
    currency: who.currency,
    aggregator: 'hub88',
    gameCode: SLOT,
    mode: 'real',
  });
  const base = { aggregator: 'hub88' as const, userId: who.id, currency: who.currency };
  const roundId = `r-${randomBytes(6).toString('hex')}`;
  const txId = `b-${randomBytes(6).toString('hex')}`;
  expect(
    await bet(api.ctx, {
      ...base,
      token: session.token,
      txId,
      roundId,
      gameCode: SLOT,
      amount: stake,
    }),
  ).toMatchObject({ code: 'ok' });
  expect(
    await win(api.ctx, {
      ...base,
      txId: `w-${txId}`,
      roundId,
      betTxId: txId,
      gameCode: SLOT,
      amount: payout,
      roundClosed: true,
    }),
  ).toMatchObject({ code: 'ok' });
  const [round] = await api.ctx.db
    .select({ id: casinoRounds.id })
    .from(casinoRounds)
    .where(eq(casinoRounds.externalRoundId, roundId));
  return round!.id;
}

/** A won sports single: `stake` (major units) at 2.5. Answers the ticket's id. */
async function wonTicket(who: Player, stake: number) {
  const { eventId } = await seedTestEvent(api.ctx);
  const placed = await api.post(
    '/api/sports/tickets',
    {
      key: uniqueKey('t'),
      kind: 'single',
      stake,
      legs: [{ event_id: eventId, type_id: 1, spec_key: '', outcome_id: '1', odds: '2.5' }],
    },
    who,
  );
  expect(placed.status).toBe(201);
  const settlement: FeedMessage = {
    type: 'bet_settlement',
    producer: PRODUCERS.prematch,
    eventId,
    timestamp: feedNow(api.ctx),
    certainty: 1,
    markets: [
      {
        typeId: 1,
        specifiers: {},
        outcomes: [
          { id: '1', result: 1 },
          { id: '2', result: 0 },
          { id: '3', result: 0 },
        ],
      },
    ],
  };
  await applyFeedMessage(api.ctx, settlement);
  return placed.json.ticket.id as string;
}

const board = async (query = '') => {
  const response = await api.get(`/api/top${query}`);
  expect(response.status).toBe(200);
  return response.json;
};
const players = (rows: { player: string }[]) => rows.map((row) => row.player);

describe('the top list', () => {
  let usd: Player;
  let ticketId: string;

  it('is empty before the boards are first computed', async () => {
    expect(await board()).toMatchObject({
      period: '24h',
      product: 'all',
      base_currency: 'RUB',
      computed_at: null,
      boards: { wins: [], multipliers: [], wagered: [] },
    });
  });

  it('ranks wins and multipliers across products and currencies, and totals what was wagered', async () => {
    const rub = await player('RUB', 'Anna');
    usd = await player('USD', 'Boris');
    const small = await player('RUB', 'Chris');
    const hidden = await player('RUB', 'Hidden', true);
    const sports = await player('RUB', 'Dana');
    await slotRound(rub, 500_00, 2_000_00); // wins 1,500 ₽ at 4×
    await slotRound(usd, 10_00, 50_00); // wins $40 = 3,800 ₽ at 5×
    await slotRound(small, 50_00, 5_000_00); // wins 4,950 ₽ at 100×, on 50 ₽: no multiplier
    await slotRound(hidden, 900_00, 90_000_00); // never on a board
    ticketId = await wonTicket(sports, 100); // wins 150 ₽ at 2.5×
    expect(await refreshTopBoards(api.ctx)).toBe(true);

    const top = await board();
    expect(top.computed_at).toBe(api.clock.now().toISOString());
    expect(top.boards.wins.map((row: { score: number }) => row.score)).toEqual([
      4950, 3800, 1500, 150,
    ]);
    expect(players(top.boards.wins)).toEqual(['Ch***', 'Bo***', 'An***', 'Da***']);
    expect(top.boards.wins[1]).toMatchObject({
      place: 2,
      product: 'slots',
      currency: 'USD',
      stake: 10,
      payout: 50,
      score: 3800,
    });
    expect(top.boards.wins[3]).toMatchObject({ product: 'sports', game: 'sports', stake: 100 });
    expect(
      top.boards.multipliers.map((row: { player: string; score: number }) => [
        row.player,
        row.score,
      ]),
    ).toEqual([
      ['Bo***', 5],
      ['An***', 4],
      ['Da***', 2.5],
    ]);
    expect(
      top.boards.wagered.map((row: { player: string; score: number; product: null }) => [
        row.player,
        row.score,
        row.product,
      ]),
    ).toEqual([
      ['Bo***', 950, null],
      ['An***', 500, null],
      ['Da***', 100, null],
      ['Ch***', 50, null],
    ]);
  });

  it('filters by product', async () => {
    const sports = await board('?product=sports');
    expect(players(sports.boards.wins)).toEqual(['Da***']);
    expect(sports.boards.wagered).toMatchObject([{ player: 'Da***', product: 'sports' }]);
    expect((await board('?product=crash')).boards.wins).toEqual([]);
  });

  it('keeps a bet settled days ago off the 24-hour board, on the 7-day one', async () => {
    const twoDaysAgo = new Date(api.clock.now().getTime() - 2 * 86_400_000);
    await api.ctx.db
      .update(sportTickets)
      .set({ settledAt: twoDaysAgo })
      .where(eq(sportTickets.id, ticketId));
    await refreshTopBoards(api.ctx);
    expect(players((await board('?product=sports')).boards.wins)).toEqual([]);
    expect(players((await board('?period=7d&product=sports')).boards.wins)).toEqual(['Da***']);
    expect(players((await board('?period=all')).boards.wins)).toContain('Da***');
  });

  it('ranks by the operator\u2019s exchange rates', async () => {
    const put = await api.put(RATES, { rates: [{ currency: 'USD', rate: 130 }] }, operator);
    expect(put.status).toBe(200);
    expect(put.json.rates).toContainEqual(expect.objectContaining({ currency: 'USD', rate: 130 }));
    await refreshTopBoards(api.ctx);
    // $40 at 130 ₽ is 5,200 ₽: Boris passes Chris.
    expect(players((await board()).boards.wins).slice(0, 2)).toEqual(['Bo***', 'Ch***']);
  });

  it('answers 422 for an unknown period or product', async () => {
    for (const query of ['?period=1y', '?product=poker']) {
      const response = await api.get(`/api/top${query}`);
      expect(response.status).toBe(422);
    }
  });
});

describe('exchange rates', () => {
  it('are the operator\u2019s: 401 without the token', async () => {
    expect((await api.get(RATES)).status).toBe(401);
    expect((await api.put(RATES, { rates: [{ currency: 'USD', rate: 90 }] })).status).toBe(401);
    const listed = await api.get(RATES, operator);
    expect(listed.json.base_currency).toBe('RUB');
    expect(listed.json.rates.map((rate: { currency: string }) => rate.currency).sort()).toEqual([
      'EUR',
      'INR',
      'KZT',
      'RUB',
      'USD',
    ]);
  });

  it('refuses a base currency other than 1, and rates that are not positive (422)', async () => {
    const base = await api.put(RATES, { rates: [{ currency: 'RUB', rate: 2 }] }, operator);
    expect(base.status).toBe(422);
    expect(base.json.errors['rates.0.rate']).toBeDefined();
    for (const rate of [0, -5, 'ten']) {
      const response = await api.put(RATES, { rates: [{ currency: 'EUR', rate }] }, operator);
      expect(response.status).toBe(422);
    }
    const unknown = await api.put(RATES, { rates: [{ currency: 'GBP', rate: 1 }] }, operator);
    expect(unknown.status).toBe(422);
  });
});
