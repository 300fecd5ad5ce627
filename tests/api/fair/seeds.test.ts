import { playDice } from '@/lib/games/dice/play';
import { hashServerSeed, isServerSeed } from '@/lib/games/fair/seeds';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { betKey, FAIR, GAMES, gamePlayer } from '@/tests/support/game-bets';
import { OPERATOR_TOKEN } from '@/tests/support/wallet';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const SEEDS = `${FAIR}/seeds`;
const CLIENT_SEED = `${FAIR}/client-seed`;
const ROTATE = `${FAIR}/rotate`;
const HISTORY = `${FAIR}/seeds/history`;

const dice = (target: number, direction: 'under' | 'over') => ({
  key: betKey(),
  amount: 1,
  target,
  direction,
});

describe('GET /api/v2/fair/seeds', () => {
  it('opens a pair on first use and shows the server seed only as its hash', async () => {
    const player = await gamePlayer(api);
    const first = await api.get(SEEDS, player);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.json).toEqual({
      server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      nonce: 0,
    });
    expect(JSON.stringify(first.json)).not.toContain('server_seed"');
    expect((await api.get(SEEDS, player)).json).toEqual(first.json);
  });

  it('gives every player their own pair', async () => {
    const [a, b] = await Promise.all([gamePlayer(api), gamePlayer(api)]);
    const [seedsA, seedsB] = await Promise.all([api.get(SEEDS, a), api.get(SEEDS, b)]);
    expect(seedsA.json.server_seed_hash).not.toBe(seedsB.json.server_seed_hash);
  });

  it('asks guests to sign in', async () => {
    expect((await api.get(SEEDS)).status).toBe(401);
    expect((await api.put(CLIENT_SEED, { client_seed: 'abc' })).status).toBe(401);
    expect((await api.post(ROTATE, {})).status).toBe(401);
    expect((await api.get(HISTORY)).status).toBe(401);
  });
});

describe('PUT /api/v2/fair/client-seed', () => {
  it('changes the client seed; the nonce goes on', async () => {
    const player = await gamePlayer(api, 100);
    const before = await api.get(SEEDS, player);
    await api.post(`${GAMES}/dice/bet`, dice(50, 'under'), player);
    const response = await api.put(CLIENT_SEED, { client_seed: 'My lucky seed #7' }, player);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      server_seed_hash: before.json.server_seed_hash,
      client_seed: 'My lucky seed #7',
      nonce: 1,
    });
    const next = await api.post(`${GAMES}/dice/bet`, dice(50, 'under'), player);
    expect(next.json).toMatchObject({ client_seed: 'My lucky seed #7', nonce: 1 });
  });

  it.each([
    ['', 'required'],
    ['x'.repeat(65), 'too_long'],
    [' leading', 'invalid_value'],
    ['trailing ', 'invalid_value'],
    ['ünïcode', 'invalid_value'],
    ['tab\there', 'invalid_value'],
    [42, 'invalid_type'],
    [undefined, 'required'],
  ])('refuses %j: %s', async (clientSeed, code) => {
    const player = await gamePlayer(api);
    const response = await api.put(CLIENT_SEED, { client_seed: clientSeed }, player);
    expect(response.status).toBe(422);
    expect(response.json.errors.client_seed[0]).toMatch(new RegExp(`^${code}:`));
  });

  it('accepts 64 printable characters', async () => {
    const player = await gamePlayer(api);
    const seed = `${'~{"x"} a'.padEnd(63, 'b')}!`;
    expect(seed).toHaveLength(64);
    expect((await api.put(CLIENT_SEED, { client_seed: seed }, player)).json.client_seed).toBe(seed);
  });
});

describe('POST /api/v2/fair/rotate', () => {
  it('reveals the committed seed, which reproduces every bet made with it', async () => {
    const player = await gamePlayer(api, 100);
    await api.put(CLIENT_SEED, { client_seed: 'verify-me' }, player);
    const committed = (await api.get(SEEDS, player)).json;
    const bets = [];
    for (const [target, direction] of [
      [50, 'under'],
      [10.5, 'over'],
      [99.99, 'over'],
      [0.01, 'under'],
    ] as const) {
      bets.push((await api.post(`${GAMES}/dice/bet`, dice(target, direction), player)).json);
    }

    const rotated = await api.post(ROTATE, {}, player);
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.json;
    expect(revealed).toEqual({
      server_seed: expect.any(String),
      server_seed_hash: committed.server_seed_hash,
      client_seed: 'verify-me',
      nonce: 4,
    });
    expect(isServerSeed(revealed.server_seed)).toBe(true);
    expect(hashServerSeed(revealed.server_seed)).toBe(committed.server_seed_hash);
    expect(next).toEqual({
      server_seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_seed: 'verify-me',
      nonce: 0,
    });
    expect(next.server_seed_hash).not.toBe(committed.server_seed_hash);
    expect((await api.get(SEEDS, player)).json).toEqual(next);

    for (const bet of bets) {
      expect(bet.server_seed_hash).toBe(committed.server_seed_hash);
      const replayed = playDice(
        { serverSeed: revealed.server_seed, clientSeed: bet.client_seed, nonce: bet.nonce },
        bet.inputs,
      );
      expect(replayed).toMatchObject({
        roll: bet.result.roll,
        multiplier: bet.multiplier,
        win: bet.win,
      });
    }
    // The history of bets now carries the revealed seed for checking.
    const history = await api.get(`${GAMES}/bets?game=dice`, player);
    expect(history.json.items.map((bet: { server_seed: string }) => bet.server_seed)).toEqual(
      Array(4).fill(revealed.server_seed),
    );
  });

  it('takes a new client seed, and refuses a bad one', async () => {
    const player = await gamePlayer(api);
    const rotated = await api.post(ROTATE, { client_seed: 'fresh start' }, player);
    expect(rotated.json.revealed.nonce).toBe(0);
    expect(rotated.json.next.client_seed).toBe('fresh start');
    const bad = await api.post(ROTATE, { client_seed: '' }, player);
    expect(bad.status).toBe(422);
    expect(bad.json.errors.client_seed[0]).toMatch(/^required:/);
  });

  it('is refused while a hilo or miner round is open', async () => {
    const player = await gamePlayer(api, 100);
    const before = (await api.get(SEEDS, player)).json;
    const start = await api.post(
      `${GAMES}/miner/start`,
      { key: betKey(), amount: 1, mines: 24 },
      player,
    );
    expect(start.status).toBe(200);
    const refused = await api.post(ROTATE, {}, player);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('round_open');
    expect((await api.get(SEEDS, player)).json.server_seed_hash).toBe(before.server_seed_hash);

    // 24 mines: the first cell the pair says is safe ends the round cashed out; any other loses.
    let round = start.json;
    for (let cell = 0; round.status === 'open'; cell++) {
      round = (await api.post(`${GAMES}/miner/reveal`, { cell }, player)).json;
    }
    expect((await api.post(ROTATE, {}, player)).status).toBe(200);
  });
});

describe('GET /api/v2/fair/seeds/history', () => {
  it('lists revealed pairs newest first, a page at a time', async () => {
    const player = await gamePlayer(api);
    const revealed = [];
    for (let i = 0; i < 3; i++) {
      api.clock.advance(1000);
      revealed.push((await api.post(ROTATE, {}, player)).json.revealed);
    }
    const first = await api.get(`${HISTORY}?per_page=2`, player);
    expect(first.json).toMatchObject({ page: 1, per_page: 2, total: 3 });
    expect(first.json.items).toEqual([
      { ...revealed[2], revealed_at: expect.any(String) },
      { ...revealed[1], revealed_at: expect.any(String) },
    ]);
    const second = await api.get(`${HISTORY}?per_page=2&page=2`, player);
    expect(second.json.items.map((item: { server_seed: string }) => item.server_seed)).toEqual([
      revealed[0].server_seed,
    ]);
    expect((await api.get(`${HISTORY}?page=0`, player)).status).toBe(422);
  });
});
