/**
 * The national self-exclusion register (issue 34): asked at registration, at sign-in and by the
 * periodic recheck; a match excludes the account (by the register, which alone ends it). The file
 * register (Russia's list, and the development stand-in) and the GAMSTOP adapter, the latter
 * over HTTP against `POST /api/dev/gamstop`, GAMSTOP's API answered from the same file.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { protectionEvents } from '@/server/db/schema';
import { gamstopRegister } from '@/server/services/protection/register/gamstop';
import { recheckRegister } from '@/server/services/protection/screen-register';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';
import { betKey, GAMES } from '@/tests/support/game-bets';
import { adjust, OPERATOR_TOKEN } from '@/tests/support/wallet';

const FILE = path.join(mkdtempSync(path.join(tmpdir(), 'register-')), 'register.jsonl');
const GAMSTOP_KEY = 'gamstop-test-key';
const HOUR = 3600_000;

let api: TestApi;
beforeAll(async () => {
  writeFileSync(FILE, '');
  api = await createTestApi({
    env: {
      OPERATOR_TOKEN,
      SELF_EXCLUSION_REGISTER: 'file',
      SELF_EXCLUSION_REGISTER_FILE: FILE,
      GAMSTOP_API_KEY: GAMSTOP_KEY,
    },
  });
});
afterAll(() => api.close());

/** The register's list: one JSON line per person. */
function listed(...entries: Record<string, string>[]) {
  writeFileSync(
    FILE,
    `# test register\n${entries.map((entry) => JSON.stringify(entry)).join('\n')}\n`,
  );
}

async function register(email = uniqueEmail()) {
  const password = 'correct-horse-battery';
  const answer = await api.post(
    '/api/api/v2/auth/register/email',
    { email, password, currency: 'RUB' },
    { ip: uniqueIp() },
  );
  expect(answer.status).toBe(201);
  const token = answer.json.token as string;
  const id = (await api.get('/api/profile/user', { token })).json.user.id as number;
  return { email, password, token, id };
}

const dice = (token: string) =>
  api.post(
    `${GAMES}/dice/bet`,
    { key: betKey(), amount: 10, target: 50, direction: 'under' },
    { token },
  );

describe('the file register', () => {
  it('excludes a listed person at registration: signed in to see it, no play, no way to reopen it', async () => {
    const email = uniqueEmail();
    listed({ email: email.toUpperCase() }, { phone: '+7 900 000 00 00' });
    const player = await register(email);
    await adjust(api, player.id, 100);
    const read = await api.get('/api/protection', player);
    expect(read.json).toMatchObject({
      state: 'self_excluded',
      self_exclusion: { source: 'register', indefinite: true, reopen_from: null },
    });
    const bet = await dice(player.token);
    expect([bet.status, bet.json.error]).toEqual([403, 'account_self_excluded']);
    const reopen = await api.post('/api/protection/self-exclusion/reopen', undefined, player);
    expect(reopen.status).toBe(409);
  });

  it('catches a player listed later at the recheck and at sign-in, and lets them back when the register clears them', async () => {
    listed();
    const player = await register();
    await adjust(api, player.id, 100);
    expect((await dice(player.token)).status).toBe(200);

    listed({ email: player.email });
    api.clock.advance(13 * HOUR);
    expect(await recheckRegister(api.ctx)).toBeGreaterThan(0);
    expect((await api.get('/api/profile/user', player)).status).toBe(401);
    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: player.email, password: player.password },
      { ip: uniqueIp() },
    );
    expect(login.status).toBe(200);
    expect((await dice(login.json.token)).status).toBe(403);

    listed();
    api.clock.advance(13 * HOUR);
    await recheckRegister(api.ctx);
    const again = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: player.email, password: player.password },
      { ip: uniqueIp() },
    );
    expect((await dice(again.json.token)).status).toBe(200);
    const actions = await api.ctx.db
      .select({ action: protectionEvents.action, actor: protectionEvents.actor })
      .from(protectionEvents)
      .where(eq(protectionEvents.userId, player.id))
      .orderBy(protectionEvents.id);
    expect(actions).toEqual([
      { action: 'register_exclusion', actor: 'register' },
      { action: 'register_cleared', actor: 'register' },
    ]);
  });

  it('never lifts a player\u2019s own self-exclusion when the register has nothing', async () => {
    listed();
    const player = await register();
    await api.post('/api/protection/self-exclusion', { term: '1y', confirm: true }, player);
    api.clock.advance(13 * HOUR);
    await recheckRegister(api.ctx);
    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: player.email, password: player.password },
      { ip: uniqueIp() },
    );
    const read = await api.get('/api/protection', { token: login.json.token });
    expect(read.json).toMatchObject({
      state: 'self_excluded',
      self_exclusion: { source: 'player' },
    });
  });
});

describe('the GAMSTOP adapter', () => {
  /** GAMSTOP reached over HTTP: the dev stand-in, through the test app. */
  const gamstop = (apiKey = GAMSTOP_KEY) =>
    gamstopRegister({
      url: 'http://localhost/api/dev/gamstop',
      apiKey,
      fetch: ((input: string, init: RequestInit) => api.app.request(input, init)) as typeof fetch,
    });
  const person = {
    email: 'jane@example.co.uk',
    phone: null,
    firstName: 'Jane',
    lastName: 'Doe',
    birthDate: '1990-02-03',
    postcode: 'SW1A 1AA',
  };

  it('speaks GAMSTOP\u2019s protocol: Y for a listed person, N otherwise, unknown without the fields it needs', async () => {
    listed({ first_name: 'jane', last_name: 'DOE', birth_date: '1990-02-03' });
    expect(await gamstop().check(person)).toBe('excluded');
    expect(await gamstop().check({ ...person, birthDate: '1990-02-04' })).toBe('clear');
    expect(await gamstop().check({ ...person, postcode: null })).toBe('unknown');
    await expect(gamstop('wrong-key').check(person)).rejects.toThrow(/403/);
  });
});
