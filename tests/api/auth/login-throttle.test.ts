import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

/**
 * Login throttling as an attacker with many addresses would meet it (numbers: LIMITS in
 * server/services/rate-limit/limits.ts): they are stopped, the owner never is.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const base = '/api/api/v2/auth/login';
const WRONG = 'wrong-password-1';

const passwordLogin = (email: string, password: string, ip: string) =>
  api.post(`${base}/email/password`, { email, password }, { ip });

/** An account whose owner signed in from `home` once, as an owner does. */
async function victim() {
  const account = await api.registerByEmail();
  const home = uniqueIp();
  expect((await passwordLogin(account.email, account.password, home)).status).toBe(200);
  return { ...account, home };
}

function expectTooManyRequests(response: Awaited<ReturnType<typeof passwordLogin>>) {
  expect(response.status).toBe(429);
  expect(response.json).toEqual({ error: 'too_many_requests', message: expect.any(String) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('an attack on one account from many addresses', () => {
  it('stops the attacker, yet the owner gets in with the password from home and with the code from anywhere', async () => {
    const { email, password, home } = await victim();

    const attack = [];
    for (let i = 0; i < 50; i += 1) attack.push(await passwordLogin(email, WRONG, uniqueIp()));
    // Ten failures are checked; then the account is under attack and strange addresses get 429.
    expect(attack.slice(0, 10).map((response) => response.status)).toEqual(Array(10).fill(422));
    for (const response of attack.slice(10)) expectTooManyRequests(response);
    expect(Number(attack[49]!.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // The owner, at home: the right password works, the attack going on or not.
    expect((await passwordLogin(email, password, home)).status).toBe(200);
    await passwordLogin(email, WRONG, uniqueIp());
    expect((await passwordLogin(email, password, home)).status).toBe(200);

    // Away from home the password waits for the attack to end; the e-mailed code does not.
    const away = uniqueIp();
    expectTooManyRequests(await passwordLogin(email, password, away));
    api.clock.advance(61_000);
    const sent = await api.post(`${base}/email/verification`, { email }, { ip: away });
    expect(sent.status).toBe(200);
    const code = await api.lastCode(email);
    const byCode = await api.post(`${base}/email/code`, { email, code }, { ip: away });
    expect(byCode.status).toBe(200);
    expect(byCode.json.token).toEqual(expect.any(String));

    // Once the window is over, a strange address is heard again.
    api.clock.advance(15 * 60 * 1000);
    expect((await passwordLogin(email, password, uniqueIp())).status).toBe(200);
  });

  it('lets the owner in with the e-mailed code from home too, with the password counters spent', async () => {
    const { email, home } = await victim();
    for (let i = 0; i < 30; i += 1) await passwordLogin(email, WRONG, uniqueIp());
    // The owner's own typos at home spend the pair; the code still works there.
    for (let i = 0; i < 6; i += 1) await passwordLogin(email, WRONG, home);
    expectTooManyRequests(await passwordLogin(email, WRONG, home));

    api.clock.advance(61_000);
    expect((await api.post(`${base}/email/resend`, { email }, { ip: home })).status).toBe(200);
    const code = await api.lastCode(email);
    expect((await api.post(`${base}/email/code`, { email, code }, { ip: home })).status).toBe(200);
  });

  it('treats an e-mail without an account exactly like one with an account', async () => {
    const { email } = await victim();
    const nobody = uniqueEmail();
    for (const target of [email, nobody]) {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await passwordLogin(target, WRONG, uniqueIp())).status);
      }
      expect(statuses).toEqual([...Array(10).fill(422), 429, 429]);
    }
  });
});

describe('an attacker on one address', () => {
  it('gets 5 tries at one account, then 429 with Retry-After until the pair window ends', async () => {
    const { email, password, home } = await victim();
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordLogin(email, WRONG, attacker)).status).toBe(422);
    }
    const refused = await passwordLogin(email, password, attacker);
    expectTooManyRequests(refused);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Only that pair is spent: the owner and other accounts are untouched.
    expect((await passwordLogin(email, password, home)).status).toBe(200);
    expect((await passwordLogin(uniqueEmail(), WRONG, attacker)).status).toBe(422);

    api.clock.advance(15 * 60 * 1000);
    expect((await passwordLogin(email, password, attacker)).status).toBe(200);
  });

  it('gets 30 failures over all accounts, then 429 with Retry-After', async () => {
    const attacker = uniqueIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await passwordLogin(uniqueEmail(), WRONG, attacker)).status).toBe(422);
    }
    const refused = await passwordLogin(uniqueEmail(), WRONG, attacker);
    expectTooManyRequests(refused);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(10 * 60);
  });

  it('cannot slip more guesses past the limit by sending them at once', async () => {
    const { email } = await victim();
    const attacker = uniqueIp();
    const responses = await Promise.all(
      Array.from({ length: 15 }, () => passwordLogin(email, WRONG, attacker)),
    );
    const statuses = responses.map((response) => response.status);
    // At most the pair's five guesses are checked; every other is refused. Fewer may be checked:
    // each guess counts its address, pair and account one after another, so a guess early on
    // the pair's counter can come late on the account's (10) and be refused there (CI saw 4).
    const checked = statuses.filter((status) => status === 422).length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - checked);
  });

  it('counts failures, not successes: a shared address logging in all day is never refused', async () => {
    const { email, password } = await victim();
    const office = uniqueIp();
    for (let i = 0; i < 35; i += 1) {
      expect((await passwordLogin(email, password, office)).status).toBe(200);
    }
  });
});
