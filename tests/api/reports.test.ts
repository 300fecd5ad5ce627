/**
 * The GGR and NGR report (issue 36) ties out: a day of mixed activity (deposits with their fee,
 * dice, a payout, staff credits and debits), and the report's figures against the ledger's
 * balances and the products' own tables, to the kopeck.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import {
  gameBets,
  ledgerAccounts,
  ledgerClosedDays,
  paymentInvoices,
  users,
} from '@/server/db/schema';
import { transfer } from '@/server/services/ledger/transfer';
import { closeLedgerDays } from '@/server/services/reports/close-days';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { paidDeposit } from '@/tests/support/bonus';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { signedInStaff } from '@/tests/support/staff';
import {
  GOOD_CARD,
  OPERATOR_TOKEN,
  adjust,
  fundedPlayer,
  operator,
  payoutHash,
} from '@/tests/support/wallet';

const REPORT = '/api/operator/reports/ggr';
const reportOf = (query: Record<string, string>) => `${REPORT}?${new URLSearchParams(query)}`;

let api: TestApi;
beforeAll(async () => {
  // Its own database: the report reads every movement of the day, other suites' too.
  api = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

/** Minor units in players' real accounts, and in the house's, of RUB. */
async function balances() {
  const sumOf = async (pattern: string) => {
    const [row] = await api.ctx.db
      .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.currency, 'RUB'), like(ledgerAccounts.code, pattern)));
    return Number(row!.total);
  };
  return { real: await sumOf('user:%:RUB:real'), house: await sumOf('house:RUB%') };
}

const today = () => api.ctx.clock.now().toISOString().slice(0, 10);
const cents = (major: number) => Math.round(major * 100);

async function dice(token: string, amount: number, times: number) {
  for (let i = 0; i < times; i += 1) {
    const bet = { key: betKey(), amount, target: 50, direction: 'under' };
    const answer = await api.post(`${GAMES}/dice/bet`, bet, { token });
    expect(answer.status).toBe(200);
  }
}

describe('GGR and NGR', () => {
  it('tie out to the ledger and to the bets, to the kopeck', async () => {
    const before = await balances();

    // Two players deposit (the card's commission is the house's fee), play dice, one is paid out;
    // staff credit one and take part of it back.
    const alice = await fundedPlayer(api);
    const bob = await fundedPlayer(api);
    await paidDeposit(api, alice.token, 10_000, false);
    await paidDeposit(api, bob.token, 3_000, false);
    await dice(alice.token, 150.55, 12);
    await dice(bob.token, 99.99, 9);
    const asked = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 1_234.56, details: { card_number: GOOD_CARD } },
      alice,
    );
    expect(asked.status).toBe(201);
    expect(
      (await api.post(`/api/operator/payouts/${asked.json.id}/approve`, {}, operator)).status,
    ).toBe(200);
    await adjust(api, bob.id, 500);
    await adjust(api, bob.id, 120.25, { direction: 'debit' });

    const after = await balances();
    const report = await api.get(reportOf({ from: today(), to: today() }), operator);
    expect(report.status).toBe(200);
    const { days, totals, base_total, unexplained } = report.json;
    expect(unexplained).toEqual([]);
    expect(days).toHaveLength(1);
    const [day] = days;
    expect(day).toMatchObject({ day: today(), currency: 'RUB' });
    expect(totals).toEqual([{ ...day, day: undefined }]);

    // The dice bets' own table: stakes and payouts of the day.
    const [bets] = await api.ctx.db
      .select({
        staked: sql<string>`sum(${gameBets.amount})`,
        paid: sql<string>`sum(${gameBets.payout})`,
      })
      .from(gameBets);
    const games = day.products.find((row: { product: string }) => row.product === 'games');
    expect(cents(games.stakes)).toBe(Number(bets!.staked));
    expect(cents(games.returned)).toBe(Number(bets!.paid));
    expect(cents(games.ggr)).toBe(Number(bets!.staked) - Number(bets!.paid));
    expect(cents(day.ggr)).toBe(cents(games.ggr));

    // The invoices' own commissions are the payment fees.
    const [fees] = await api.ctx.db
      .select({ total: sql<string>`coalesce(sum(${paymentInvoices.commission}), 0)` })
      .from(paymentInvoices)
      .where(eq(paymentInvoices.status, 'paid'));
    expect(cents(day.payment_fees)).toBe(Number(fees!.total));
    expect(day).toMatchObject({ deposits: 13_000, payouts: 1_234.56, adjustments: 379.75 });
    expect(cents(day.ngr)).toBe(
      cents(day.ggr) - cents(day.bonus_cost) - cents(day.payment_fees) - cents(day.provider_fees),
    );

    // Players' real money moved by exactly what the report says moved it…
    expect(after.real - before.real).toBe(
      cents(day.deposits) -
        cents(day.payouts) -
        cents(day.ggr) +
        cents(day.bonus_cost) +
        cents(day.adjustments),
    );
    // …and the house's by the other side of it.
    expect(after.house - before.house).toBe(
      cents(day.ggr) - cents(day.bonus_cost) - cents(day.payment_fees) - cents(day.adjustments),
    );
    // One currency: the base total and the base day are the same figures.
    expect(base_total).toEqual({ ...totals[0], currency: undefined });
    expect(report.json.base_days).toEqual([
      {
        day: today(),
        ggr: day.ggr,
        ngr: day.ngr,
        deposits: day.deposits,
        payouts: day.payouts,
        bonus_cost: day.bonus_cost,
      },
    ]);
    expect(toMajor(Number(bets!.staked))).toBe(games.stakes);
  });

  it('the dashboard shows the same figures, the players and what waits for staff', async () => {
    const carol = await fundedPlayer(api, { amount: 2_000 });
    const asked = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 700, details: { card_number: GOOD_CARD } },
      carol,
    );
    expect(asked.status).toBe(201);
    const dashboard = await api.get('/api/operator/reports/dashboard', operator);
    expect(dashboard.status).toBe(200);
    const report = (await api.get(reportOf({ from: today(), to: today() }), operator)).json;
    const [players] = await api.ctx.db.select({ count: sql<string>`count(*)` }).from(users);
    expect(dashboard.json).toMatchObject({
      today: today(),
      today_figures: {
        ggr: report.base_total.ggr,
        ngr: report.base_total.ngr,
        deposits: report.base_total.deposits,
        payouts: report.base_total.payouts,
        new_players: Number(players!.count),
        // Alice and Bob played dice; Carol did not.
        active_players: 2,
      },
      queues: { payouts: { count: 1, amounts: [{ currency: 'RUB', amount: 700 }] } },
      exposure: [],
    });
    expect(dashboard.json.month_figures).toEqual(dashboard.json.today_figures);

    // Read at most about twice a minute: a payout asked now shows once the answer is 30 s old.
    const second = await api.post(
      '/api/api/v2/billing/payout',
      { hash: payoutHash('RUB'), amount: 300, details: { card_number: GOOD_CARD } },
      carol,
    );
    expect(second.status).toBe(201);
    const pending = async () =>
      (await api.get('/api/operator/reports/dashboard', operator)).json.queues.payouts.count;
    expect(await pending()).toBe(1);
    api.clock.advance(31_000);
    // The stale answer at once, the next read behind it…
    expect(await pending()).toBe(1);
    // …which a following request gets once it is read.
    let count = 1;
    for (let tries = 0; count === 1 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      count = await pending();
    }
    expect(count).toBe(2);
    expect(dashboard.json.days).toEqual(report.base_days);
    expect(
      (
        await api.get('/api/operator/reports/dashboard', {
          token: await signedInStaff(api, 'support'),
        })
      ).status,
    ).toBe(403);
  });

  it('takes the aggregator\u2019s share of positive casino GGR off NGR', async () => {
    const withFee = await createTestApi({
      env: { OPERATOR_TOKEN, CASINO_PROVIDER_FEE_BP: '1500' },
      ownDatabase: true,
    });
    try {
      const player = await fundedPlayer(withFee, { amount: 5_000 });
      const real = { owner: 'user', userId: player.id, currency: 'RUB', kind: 'real' } as const;
      const house = { owner: 'house', currency: 'RUB' } as const;
      // A slot round as the aggregator's wallet calls post it: a stake of 1,000, a win of 400.
      const money = { currency: 'RUB' as const };
      await withFee.ctx.db.transaction(async (tx) => {
        const ctx = { ...withFee.ctx, db: tx };
        await transfer(ctx, {
          ...money,
          key: 'casino-bet:report-1',
          kind: 'casino_bet',
          debit: real,
          credit: house,
          amount: 100_000,
        });
        await transfer(ctx, {
          ...money,
          key: 'casino-win:report-1',
          kind: 'casino_win',
          debit: house,
          credit: real,
          amount: 40_000,
        });
      });
      const report = await withFee.get(REPORT, operator);
      expect(report.status).toBe(200);
      const [total] = report.json.totals;
      expect(total.products).toEqual([
        {
          product: 'casino',
          stakes: 1_000,
          returned: 400,
          ggr: 600,
          bonus_stakes: 0,
          bonus_returned: 0,
        },
      ]);
      expect(total).toMatchObject({ ggr: 600, provider_fees: 90, ngr: 510, adjustments: 5_000 });
    } finally {
      await withFee.close();
    }
  });

  it('reads a closed day from its sums, the same figures to the kopeck, and closes each day once', async () => {
    const closing = await createTestApi({ env: { OPERATOR_TOKEN }, ownDatabase: true });
    try {
      const player = await fundedPlayer(closing, { amount: 3_000 });
      await paidDeposit(closing, player.token, 2_500, false);
      for (let i = 0; i < 4; i += 1) {
        const bet = { key: betKey(), amount: 75.5, target: 50, direction: 'under' };
        expect((await closing.post(`${GAMES}/dice/bet`, bet, player)).status).toBe(200);
      }
      const day = closing.ctx.clock.now().toISOString().slice(0, 10);
      const window = `${REPORT}?${new URLSearchParams({ from: day, to: day })}`;
      const live = (await closing.get(window, operator)).json;
      // Still today: nothing to close.
      expect(await closeLedgerDays(closing.ctx)).toEqual([]);

      // Two days on, the day is over: it is summed once, and read from its sums.
      closing.clock.advance(2 * 86_400_000);
      expect(await closeLedgerDays(closing.ctx)).toContain(day);
      expect(await closeLedgerDays(closing.ctx)).toEqual([]);
      const [closed] = await closing.ctx.db
        .select()
        .from(ledgerClosedDays)
        .where(eq(ledgerClosedDays.day, day));
      expect(closed!.transfers).toBeGreaterThan(4);
      // The live groups are gone from the answer only in where they come from.
      const fromSums = (await closing.get(window, operator)).json;
      expect(fromSums).toEqual({ ...live, provider_fee_bp: live.provider_fee_bp });
      // A window across the closed day and today adds today's live movements to the sums.
      const wide = (await closing.get(REPORT, operator)).json;
      expect(wide.days.find((row: { day: string }) => row.day === day)).toEqual(live.days[0]);
    } finally {
      await closing.close();
    }
  });

  it('refuses a window backwards, too long or malformed (422), and staff without finance.read (403)', async () => {
    const refused = async (query: Record<string, string>) => {
      const answer = await api.get(reportOf(query), operator);
      expect(answer.status).toBe(422);
      return answer.json.errors;
    };
    expect(await refused({ from: '2026-03-02', to: '2026-03-01' })).toHaveProperty('to');
    expect(await refused({ from: '2025-01-01', to: '2026-03-01' })).toHaveProperty('from');
    expect(await refused({ from: '2026-02-30x' })).toHaveProperty('from');
    expect(await refused({ from: '2026-02-30', to: '2026-03-05' })).toHaveProperty('from');
    expect(await refused({ currency: 'XYZ' })).toHaveProperty('currency');

    const support = await signedInStaff(api, 'support');
    expect((await api.get(REPORT, { token: support })).status).toBe(403);
    const finance = await signedInStaff(api, 'finance');
    expect((await api.get(REPORT, { token: finance })).status).toBe(200);
    expect((await api.get(REPORT)).status).toBe(401);
  });
});
