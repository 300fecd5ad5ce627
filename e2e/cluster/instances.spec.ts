import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test as base } from '../fixtures';
import { OPERATOR_TOKEN, depositedPlayer, newIp } from '../players';
import { clusterApis } from './cluster-state';
import { captchaToken } from '../captcha';

/**
 * State that must hold across the cluster's API processes (issue 38): every request goes straight
 * to one API past the balancer, alternating between the two, so it is certain which instance
 * answers. Rate limits, idempotency keys, ended sessions and account states live in Redis and
 * PostgreSQL, never in one process: whatever one instance counted, stored or ended, the other
 * sees on the next request.
 */

const PASSWORD = 'games-password-1';
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
/**
 * How long an API trusts a session it found live (`SESSION_CACHE_S`,
 * server/services/sessions/session-cache.ts): the bound within which another instance must at
 * least have caught up, measured by the revocation tests.
 */
const SESSION_CACHE_MS = 5_000;

type Instance = { name: string; request: APIRequestContext };
/** Both APIs, each with its own client, as one client address (`x-forwarded-for`). */
type Cluster = { ip: string; one: Instance; two: Instance };

const test = base.extend<{ cluster: Cluster }>({
  cluster: async ({ playwright }, provide) => {
    const apis = clusterApis();
    expect(apis.map((api) => api.name)).toHaveLength(2);
    // One address per test: no two tests share a rate limit.
    const ip = newIp();
    const [one, two] = await Promise.all(
      apis.map(async (api) => ({
        name: api.name,
        request: await playwright.request.newContext({
          baseURL: api.url,
          extraHTTPHeaders: { 'x-forwarded-for': ip },
        }),
      })),
    );
    await provide({ ip, one: one!, two: two! });
    await Promise.all([one!.request.dispose(), two!.request.dispose()]);
  },
});

/** A fresh RUB player registered on `instance`, with a password, no money and no deposit. */
async function registeredPlayer({ request }: Instance) {
  const email = `e2e-cluster-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    data: {
      email,
      password: PASSWORD,
      currency: 'RUB',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  return { email, headers, id: (await profileOf(request, headers)).id as number };
}

/** The player's profile (`GET /profile/user`), which must answer 200. */
async function profileOf(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get('/api/profile/user', { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()).user;
}

/** Real money from staff (not a deposit, so no turnover stands between it and a payout). */
async function credit({ request }: Instance, userId: number, amount: number) {
  const funded = await request.post('/api/operator/wallet/adjustments', {
    headers: operator,
    data: {
      key: `e2e-cluster-${randomBytes(6).toString('hex')}`,
      user_id: userId,
      currency: 'RUB',
      amount,
      direction: 'credit',
      kind: 'real',
      reason: 'e2e: cluster',
    },
  });
  expect(funded.status()).toBe(201);
}

const passwordLogin = async ({ request }: Instance, email: string, password: string) =>
  request.post('/api/api/v2/auth/login/email/password', {
    data: { email, password, captcha: await captchaToken(request, 'login') },
  });

const diceBet = ({ request }: Instance, headers: Record<string, string>, key: string) =>
  request.post('/api/api/v2/games/dice/bet', {
    headers,
    data: { key, amount: 100, target: 50, direction: 'under' },
  });

/** A status with the instance and the answer's body, for a failure that says what came back. */
async function described(instance: Instance, answer: APIResponse) {
  return `${instance.name} answered ${answer.status()} ${(await answer.text()).slice(0, 160)}`;
}

/**
 * Asks `instance` for the profile until the token is refused, at most the session cache's
 * window and a margin; answers how long that took after `since`.
 */
async function refusedWithin(instance: Instance, headers: Record<string, string>, since: number) {
  await expect
    .poll(async () => (await instance.request.get('/api/profile/user', { headers })).status(), {
      intervals: [100],
      timeout: SESSION_CACHE_MS + 3_000,
    })
    .toBe(401);
  return Date.now() - since;
}

test('the password login limit is counted across instances: the 6th attempt is 429 on both', async ({
  cluster: { one, two },
}) => {
  // LIMITS.loginFailuresByAccountAndIp: 5 failures per account and address in 15 minutes.
  const { email } = await registeredPlayer(one);
  for (const [attempt, instance] of [one, two, one, two, one].entries()) {
    const wrong = await passwordLogin(instance, email, `wrong-password-${attempt}`);
    expect(wrong.status(), await described(instance, wrong)).toBe(422);
  }
  // Counted per instance, one would have had 3 and two 2: both would still check the password.
  for (const instance of [two, one]) {
    const refused = await passwordLogin(instance, email, 'wrong-password-again');
    expect(refused.status(), await described(instance, refused)).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // Even the right password is not checked until the window ends.
  const right = await passwordLogin(two, email, PASSWORD);
  expect(right.status(), await described(two, right)).toBe(429);
});

test('a dice bet replayed with its key on the other instance answers the first bet, once', async ({
  cluster: { ip, one, two },
}) => {
  const { headers } = await depositedPlayer(one.request, ip, 'cluster');
  const key = randomBytes(12).toString('hex');
  const first = await diceBet(one, headers, key);
  expect(first.status(), await described(one, first)).toBe(200);
  const bet = await first.json();
  expect(bet.nonce).toBe(0);

  // The repeat is a 200 with the first bet's answer, word for word: no second roll.
  const repeat = await diceBet(two, headers, key);
  expect(repeat.status(), await described(two, repeat)).toBe(200);
  expect(await repeat.json()).toEqual(bet);

  // The stake went once and the win came once.
  const balance = (await profileOf(two.request, headers)).balance;
  expect(balance).toBeCloseTo(5000 - bet.amount + bet.payout, 2);
  expect(bet.balance).toBeCloseTo(balance, 2);
  // The seed pair played one bet: the next key's bet is the second (nonce 1).
  const next = await diceBet(two, headers, randomBytes(12).toString('hex'));
  expect(next.status(), await described(two, next)).toBe(200);
  expect((await next.json()).nonce).toBe(1);

  // The same key on another request is refused on either instance.
  const other = await one.request.post('/api/api/v2/games/dice/bet', {
    headers,
    data: { key, amount: 200, target: 50, direction: 'under' },
  });
  expect(other.status(), await described(one, other)).toBe(409);
  expect((await other.json()).error).toBe('idempotency_conflict');
});

test('a payout retried with its Idempotency-Key on the other instance is replayed, held once', async ({
  cluster: { one, two },
}) => {
  const player = await registeredPlayer(one);
  await credit(two, player.id, 1000);
  const billing = await (
    await one.request.get('/api/api/v2/billing/data', { headers: player.headers })
  ).json();
  const card = billing.payouts.methods.find((method: { type: string }) => method.type === 'card');
  const payout = (instance: Instance, key: string) =>
    instance.request.post('/api/api/v2/billing/payout', {
      headers: { ...player.headers, 'idempotency-key': key },
      data: { hash: card.hash, amount: 300, details: { card_number: '4111 1111 1111 1111' } },
    });
  const key = `e2e-${randomBytes(8).toString('hex')}`;

  const first = await payout(one, key);
  expect(first.status(), await described(one, first)).toBe(201);
  expect(first.headers()['idempotent-replayed']).toBeUndefined();
  // The repeat answers the stored 201 and its body, marked `Idempotent-Replayed: true`.
  const repeat = await payout(two, key);
  expect(repeat.status(), await described(two, repeat)).toBe(201);
  expect(repeat.headers()['idempotent-replayed']).toBe('true');
  expect(await repeat.json()).toEqual(await first.json());

  // One payout, 300 held once.
  expect((await profileOf(one.request, player.headers)).balance).toBe(700);
  expect((await profileOf(two.request, player.headers)).balance).toBe(700);
  const pending = await two.request.get(
    `/api/operator/payouts?status=pending&user_id=${player.id}`,
    { headers: operator },
  );
  expect(pending.status()).toBe(200);
  expect((await pending.json()).items).toHaveLength(1);
});

test('a session ended on one instance is refused on the other at once', async ({
  cluster: { one, two },
}) => {
  const { headers } = await registeredPlayer(one);
  // The token works on both (and each has now seen the session live).
  await profileOf(one.request, headers);
  await profileOf(two.request, headers);

  const loggedOut = await one.request.put('/api/auth/logout', { headers });
  expect(loggedOut.status()).toBe(200);
  const since = Date.now();
  const onOne = await one.request.get('/api/profile/user', { headers });
  expect(onOne.status(), await described(one, onOne)).toBe(401);
  const onTwo = await two.request.get('/api/profile/user', { headers });
  expect
    .soft(onTwo.status(), `right after the logout on ${one.name}, ${await described(two, onTwo)}`)
    .toBe(401);
  // Refreshing always asks the database.
  const refreshed = await two.request.post('/api/auth/refresh-token', { headers, data: {} });
  expect(refreshed.status(), await described(two, refreshed)).toBe(401);

  // However late, the other instance must stop within its cache's window.
  const lag = await refusedWithin(two, headers, since);
  test.info().annotations.push({ type: 'revocation lag', description: `${two.name}: ${lag} ms` });
});

test('a player blocked through one instance is refused on the other at once', async ({
  cluster: { ip, one, two },
}) => {
  const { email, headers } = await depositedPlayer(one.request, ip, 'cluster');
  // The player is playing on the other instance (which has seen the session live).
  const { id } = await profileOf(two.request, headers);
  const played = await diceBet(two, headers, randomBytes(12).toString('hex'));
  expect(played.status()).toBe(200);

  const blocked = await one.request.post(`/api/operator/players/${id}/state`, {
    headers: operator,
    data: { state: 'blocked', reason: 'e2e: cluster' },
  });
  expect(blocked.status(), await described(one, blocked)).toBe(200);
  expect(await blocked.json()).toMatchObject({ state: 'blocked', sessions_ended: 1 });
  const since = Date.now();

  // The next bet, on the other instance, must not take the blocked player's money.
  const bet = await diceBet(two, headers, randomBytes(12).toString('hex'));
  expect
    .soft(bet.status(), `a bet right after the block on ${one.name}: ${await described(two, bet)}`)
    .toBe(401);
  const profile = await two.request.get('/api/profile/user', { headers });
  expect
    .soft(
      profile.status(),
      `right after the block on ${one.name}, ${await described(two, profile)}`,
    )
    .toBe(401);
  // As the instance that blocked answers: the session is ended.
  const onOne = await one.request.get('/api/profile/user', { headers });
  expect(onOne.status(), await described(one, onOne)).toBe(401);
  // Refreshing and signing in again say why.
  const refreshed = await two.request.post('/api/auth/refresh-token', { headers, data: {} });
  expect(refreshed.status(), await described(two, refreshed)).toBe(403);
  expect((await refreshed.json()).error).toBe('account_blocked');
  const login = await passwordLogin(two, email, PASSWORD);
  expect(login.status(), await described(two, login)).toBe(403);
  expect((await login.json()).error).toBe('account_blocked');

  const lag = await refusedWithin(two, headers, since);
  test.info().annotations.push({ type: 'block lag', description: `${two.name}: ${lag} ms` });
});
