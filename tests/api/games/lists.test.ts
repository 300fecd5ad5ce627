import { eq } from 'drizzle-orm';
import { BET_LIMITS, IN_HOUSE_GAMES } from '@/lib/constants/games';
import { users } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { adjust, OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const keno = (amount = 1) => ({ key: betKey(), amount, picks: [1, 2, 3], risk: 'low' });

describe('GET /api/v2/games/{game}/recent', () => {
  it("shows everyone's settled bets, newest first, names masked", async () => {
    const { token } = await api.registerByEmail({ name: 'Anna' });
    const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
    await adjust(api, id, 100);
    const place = async () => (await api.post(`${GAMES}/keno/bet`, keno(2), { token })).json;
    const bets = [await place(), await place()];

    const response = await api.get(`${GAMES}/keno/recent`);
    expect(response.status).toBe(200);
    const mine = response.json.bets.filter((bet: { id: string }) =>
      bets.some((placed) => placed.id === bet.id),
    );
    expect(mine).toEqual(
      [bets[1], bets[0]].map((bet) => ({
        id: bet.id,
        game: 'keno',
        player: 'An***',
        amount: 2,
        currency: 'RUB',
        multiplier: bet.multiplier,
        payout: bet.payout,
        win: bet.win,
        created_at: bet.created_at,
      })),
    );
    expect(response.json.bets.length).toBeLessThanOrEqual(20);

    // A player hiding their statistics stays anonymous.
    await api.ctx.db.update(users).set({ isStatisticsHidden: true }).where(eq(users.id, id));
    const hidden = (await api.get(`${GAMES}/keno/recent`)).json.bets.find(
      (bet: { id: string }) => bet.id === bets[1].id,
    );
    expect(hidden.player).toBe('***');
  });

  it('leaves open rounds out until they are settled', async () => {
    const player = await gamePlayer(api, 100);
    const round = (
      await api.post(`${GAMES}/miner/start`, { key: betKey(), amount: 1, mines: 24 }, player)
    ).json;
    const listed = async () =>
      (await api.get(`${GAMES}/miner/recent`)).json.bets.some(
        (bet: { id: string }) => bet.id === round.id,
      );
    expect(await listed()).toBe(false);
    let state = round;
    for (let cell = 0; state.status === 'open'; cell++) {
      state = (await api.post(`${GAMES}/miner/reveal`, { cell }, player)).json;
    }
    expect(await listed()).toBe(true);
  });

  it('answers every game, 404 for anything else', async () => {
    for (const game of IN_HOUSE_GAMES) {
      const response = await api.get(`${GAMES}/${game}/recent`);
      expect(response.status).toBe(200);
      expect(Array.isArray(response.json.bets)).toBe(true);
    }
    expect((await api.get(`${GAMES}/crash/recent`)).status).toBe(404);
  });
});

describe('GET /api/v2/games/bets', () => {
  it("pages through the player's own bets, newest first, by game on request", async () => {
    const player = await gamePlayer(api, 100);
    const other = await gamePlayer(api, 100);
    await api.post(`${GAMES}/keno/bet`, keno(), other);
    const placed = [];
    for (let i = 0; i < 3; i++)
      placed.push((await api.post(`${GAMES}/keno/bet`, keno(), player)).json.id);
    const round = (await api.post(`${GAMES}/hilo/start`, { key: betKey(), amount: 1 }, player))
      .json;

    const first = await api.get(`${GAMES}/bets?per_page=2`, player);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json).toMatchObject({ page: 1, per_page: 2, total: 4 });
    expect(first.json.items.map((bet: { id: string }) => bet.id)).toEqual([round.id, placed[2]]);
    expect(first.json.items[0]).toMatchObject({ status: 'open', game: 'hilo' });
    const second = await api.get(`${GAMES}/bets?per_page=2&page=2`, player);
    expect(second.json.items.map((bet: { id: string }) => bet.id)).toEqual([placed[1], placed[0]]);

    const kenoOnly = await api.get(`${GAMES}/bets?game=keno`, player);
    expect(kenoOnly.json.total).toBe(3);
    expect(kenoOnly.json.items[0]).toMatchObject({ game: 'keno', inputs: { risk: 'low' } });
  });

  it('refuses bad queries and guests', async () => {
    const player = await gamePlayer(api);
    expect((await api.get(`${GAMES}/bets?game=poker`, player)).status).toBe(422);
    expect((await api.get(`${GAMES}/bets?per_page=101`, player)).status).toBe(422);
    expect((await api.get(`${GAMES}/bets`)).status).toBe(401);
  });
});

describe('GET /api/v2/games/limits', () => {
  it("answers the asked currency, the player's, or RUB", async () => {
    const guest = await api.get(`${GAMES}/limits`);
    expect(guest.json).toEqual({ currency: 'RUB', limits: BET_LIMITS.RUB });
    expect(guest.json.limits.dice).toEqual({ min: 1, max: 10_000 });

    const player = await gamePlayer(api, 0, 'KZT');
    expect((await api.get(`${GAMES}/limits`, player)).json.currency).toBe('KZT');
    expect((await api.get(`${GAMES}/limits`, { token: 'stale' })).json.currency).toBe('RUB');
    const usd = await api.get(`${GAMES}/limits?currency=USD`, player);
    expect(usd.json.limits.roulette).toEqual({ min: 0.01, max: 0.1 });
    expect((await api.get(`${GAMES}/limits?currency=BTC`)).status).toBe(422);
  });
});
