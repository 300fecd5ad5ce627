import { eq } from 'drizzle-orm';
import { CASES } from '@/lib/games/cases/catalogue';
import { openCaseFromSeeds } from '@/lib/games/cases/open';
import { toMinor } from '@/lib/money/units';
import { gameBets } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { activePair, betKey, betRows, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { expectLedgerBalanced } from '@/tests/support/ledger';
import { profileBalance } from '@/tests/support/payments';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const CASES_PATH = `${GAMES}/cases`;

type ServedCase = {
  slug: string;
  price: number;
  currency: string;
  items: Array<{ id: string; name: string; value: number; chance: number }>;
};

describe('GET /api/v2/games/cases', () => {
  it('lists the catalogue in RUB for guests, chances in percent', async () => {
    const response = await api.get(CASES_PATH);
    expect(response.status).toBe(200);
    const cases: ServedCase[] = response.json.cases;
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(cases[0]).toMatchObject({
      slug: 'penny',
      name: 'Penny',
      name_key: 'Cases.names.penny',
      price: 10,
      currency: 'RUB',
    });
    expect(cases[0]!.items[0]).toEqual({
      id: 'penny.copper-coin',
      name: 'Copper coin',
      name_key: 'Cases.items.copper-coin',
      value: 4,
      chance: 38.73,
    });
    for (const served of cases) {
      const total = served.items.reduce((sum, item) => sum + item.chance, 0);
      expect(total).toBeCloseTo(100, 9);
    }
  });

  it('scales prices and values like the bet limits: USD ×0.01, KZT ×5', async () => {
    const usd = (await api.get(`${CASES_PATH}?currency=USD`)).json.cases as ServedCase[];
    expect(usd.map((served) => served.price)).toEqual(
      CASES.map((gameCase) => gameCase.price / 10_000),
    );
    expect(usd[0]!.items.map((item) => item.value)).toEqual([0.04, 0.08, 0.12, 0.2, 0.5, 1.5, 10]);
    expect(usd.every((served) => served.currency === 'USD')).toBe(true);

    // A KZT player sees KZT without asking.
    const player = await gamePlayer(api, 0, 'KZT');
    const kzt = (await api.get(CASES_PATH, player)).json.cases as ServedCase[];
    expect(kzt[0]).toMatchObject({ price: 50, currency: 'KZT' });
    expect((await api.get(`${CASES_PATH}?currency=XYZ`)).status).toBe(422);
  });

  it('answers one case, 404 for an unknown one', async () => {
    const one = await api.get(`${CASES_PATH}/legend?currency=EUR`);
    expect(one.json).toMatchObject({ slug: 'legend', price: 50, currency: 'EUR' });
    expect((await api.get(`${CASES_PATH}/nope`)).status).toBe(404);
  });
});

describe('POST /api/v2/games/cases/{slug}/open', () => {
  it('takes the price, credits the item and stores the range table with the opening', async () => {
    const player = await gamePlayer(api, 100);
    const response = await api.post(`${CASES_PATH}/bronze/open`, { key: betKey() }, player);
    expect(response.status).toBe(200);
    const opening = response.json;
    const table = opening.result.table.map(
      (range: { item_id: string; value: number; from: number; to: number }) => ({
        itemId: range.item_id,
        value: toMinor(range.value),
        from: range.from,
        to: range.to,
      }),
    );
    expect(table).toHaveLength(7);
    expect(table[0]).toEqual({ itemId: 'bronze.copper-coin', value: 1000, from: 1, to: 26_490 });
    expect(table.at(-1).to).toBe(100_000);

    const pair = (await activePair(api, player.id))!;
    const expected = openCaseFromSeeds(
      { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: 0 },
      table,
      5000,
    );
    expect(opening).toMatchObject({
      game: 'cases',
      amount: 50,
      inputs: { slug: 'bronze' },
      result: { roll: expected.roll, item: { id: expected.itemId, value: expected.value / 100 } },
      payout: expected.value / 100,
      multiplier: expected.multiplier,
      win: expected.win,
    });
    expect(await profileBalance(api, player.token)).toBe(50 + expected.value / 100);

    const [row] = await api.ctx.db
      .select()
      .from(gameBets)
      .where(eq(gameBets.id, Number(opening.id)));
    expect(row!.result).toEqual(opening.result);
    await expectLedgerBalanced(api);
  });

  it('prices the opening in the player currency', async () => {
    const player = await gamePlayer(api, 1, 'USD');
    const response = await api.post(`${CASES_PATH}/penny/open`, { key: betKey() }, player);
    expect(response.json).toMatchObject({ amount: 0.1, currency: 'USD' });
  });

  it('refuses an unknown case, a missing key, a guest and a short balance', async () => {
    const player = await gamePlayer(api, 20);
    expect((await api.post(`${CASES_PATH}/nope/open`, { key: betKey() }, player)).status).toBe(404);
    const keyless = await api.post(`${CASES_PATH}/penny/open`, {}, player);
    expect(keyless.json.errors.key[0]).toMatch(/^required:/);
    expect((await api.post(`${CASES_PATH}/penny/open`, { key: betKey() })).status).toBe(401);
    const poor = await api.post(`${CASES_PATH}/bronze/open`, { key: betKey() }, player);
    expect(poor.status).toBe(422);
    expect(poor.json.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await betRows(api, player.id)).toHaveLength(0);
  });

  it('answers a replayed key with the first opening; another case under it is a 409', async () => {
    const player = await gamePlayer(api, 100);
    const key = betKey();
    const first = await api.post(`${CASES_PATH}/penny/open`, { key }, player);
    const again = await api.post(`${CASES_PATH}/penny/open`, { key }, player);
    expect(again.json).toEqual(first.json);
    const other = await api.post(`${CASES_PATH}/bronze/open`, { key }, player);
    expect(other.status).toBe(409);
    expect(await betRows(api, player.id)).toHaveLength(1);
  });
});
