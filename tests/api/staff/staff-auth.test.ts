import { verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_LOCK_MS, STAFF_MAX_FAILURES } from '@/lib/constants/staff';
import { auditLog, staff } from '@/server/db/schema';
import { deriveKey, seal } from '@/server/lib/sealed';
import { secretContext } from '@/server/services/staff/sign-in';
import { totpCode } from '@/server/services/staff/totp';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { captureLogs } from '@/tests/support/logs';
import { enrolStaff, STAFF_PASSWORD, staffAccount } from '@/tests/support/staff-accounts';

// argon2's verify, counted: an unknown address and a locked account must cost the same.
jest.mock('@node-rs/argon2', () => {
  const real = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...real, verify: jest.fn(real.verify) };
});

const OPERATOR_TOKEN = 'staff-test-operator-token-0123456789abcdef';
const PASSWORD = STAFF_PASSWORD;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

const account = async (role: string, extra: { ip_allow?: string[] } = {}) =>
  (await staffAccount(api, role, extra)).email;
const signIn = (email: string, ip?: string) => enrolStaff(api, email, ip);

const actions = async () =>
  (await api.ctx.db.select().from(auditLog).orderBy(auditLog.id)).map((row) => ({
    action: row.action,
    actor: row.actorLabel,
    type: row.actorType,
  }));

describe('staff sign-in', () => {
  it('enrols TOTP at the first sign-in; later sign-ins ask for a code, each good once', async () => {
    const email = await account('support');
    const { token, secret } = await signIn(email);
    const me = await api.get('/api/office/auth/me', { token });
    expect(me.json.staff).toMatchObject({ email, role: 'support', permissions: ['players.read'] });

    api.clock.advance(60_000);
    const again = await api.post('/api/office/auth/login', { email, password: PASSWORD });
    expect(again.json).toEqual({ step: 'totp', challenge: expect.any(String) });
    const code = totpCode(secret, api.clock.now());
    const wrong = await api.post('/api/office/auth/second-factor', {
      challenge: again.json.challenge,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.code).toBeDefined();
    const right = await api.post('/api/office/auth/second-factor', {
      challenge: again.json.challenge,
      code,
    });
    expect(right.status).toBe(200);
    expect(right.json.recovery_codes).toBeNull();
    // The same code, within its 30 seconds, does not sign in a second time.
    const replay = await api.post('/api/office/auth/login', { email, password: PASSWORD });
    const replayed = await api.post('/api/office/auth/second-factor', {
      challenge: replay.json.challenge,
      code,
    });
    expect(replayed.status).toBe(422);
    // A challenge is not a session.
    expect((await api.get('/api/office/auth/me', { token: replay.json.challenge })).status).toBe(
      401,
    );
  });

  it('takes a recovery code once instead of the app', async () => {
    const email = await account('support');
    const { recovery } = await signIn(email);
    const use = async () => {
      const first = await api.post('/api/office/auth/login', { email, password: PASSWORD });
      return api.post('/api/office/auth/second-factor', {
        challenge: first.json.challenge,
        recovery_code: recovery[0],
      });
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(422);
  });

  it('locks an account after repeated failures, and refuses an address outside its allow-list', async () => {
    const email = await account('support');
    for (let attempt = 0; attempt < STAFF_MAX_FAILURES; attempt += 1) {
      const wrong = await api.post('/api/office/auth/login', { email, password: 'not-it-at-all' });
      expect(wrong.status).toBe(401);
    }
    // Locked: refused even with the right password, and as an unknown address is (below).
    const locked = await api.post('/api/office/auth/login', { email, password: PASSWORD });
    expect(locked.status).toBe(401);

    const fenced = await account('support', { ip_allow: ['192.0.2.0/24'] });
    const outside = await api.post(
      '/api/office/auth/login',
      { email: fenced, password: PASSWORD },
      { ip: '10.1.2.3' },
    );
    expect(outside.status).toBe(403);
    const inside = await api.post(
      '/api/office/auth/login',
      { email: fenced, password: PASSWORD },
      { ip: '192.0.2.15' },
    );
    expect(inside.status).toBe(200);
  });

  it('ends a session after 15 idle minutes, and signs out one or every session', async () => {
    const email = await account('support');
    const { token, secret } = await signIn(email);
    api.clock.advance(STAFF_IDLE_TIMEOUT_MS + 1_000);
    expect((await api.get('/api/office/auth/me', { token })).status).toBe(401);

    api.clock.advance(60_000);
    const second = async () => {
      api.clock.advance(31_000);
      const first = await api.post('/api/office/auth/login', { email, password: PASSWORD });
      const done = await api.post('/api/office/auth/second-factor', {
        challenge: first.json.challenge,
        code: totpCode(secret, api.clock.now()),
      });
      return done.json.token as string;
    };
    const [one, two] = [await second(), await second()];
    expect((await api.post('/api/office/auth/logout', undefined, { token: one })).status).toBe(204);
    expect((await api.get('/api/office/auth/me', { token: one })).status).toBe(401);
    expect((await api.get('/api/office/auth/me', { token: two })).status).toBe(200);
    const three = await second();
    await api.post('/api/office/auth/logout-everywhere', undefined, { token: three });
    expect((await api.get('/api/office/auth/me', { token: two })).status).toBe(401);
  });
});

describe('permissions and the audit trail', () => {
  it('lets each role do what its permissions say, the service all but staff, and writes each action', async () => {
    const admin = await signIn(await account('admin'));
    const created = await api.post(
      '/api/operator/staff',
      {
        email: 'payments.desk@office.test',
        name: 'Payments desk',
        role: 'payments',
        password: PASSWORD,
      },
      { token: admin.token },
    );
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ role: 'payments', totp_enrolled: false });
    const taken = await api.post(
      '/api/operator/staff',
      { email: 'payments.desk@office.test', name: 'Again', role: 'payments', password: PASSWORD },
      { token: admin.token },
    );
    expect(taken.status).toBe(422);
    expect(taken.json.errors.email).toBeDefined();

    const payments = await signIn('payments.desk@office.test');
    expect((await api.get('/api/operator/payouts', { token: payments.token })).status).toBe(200);
    expect(
      (await api.get('/api/operator/bonuses/templates', { token: payments.token })).status,
    ).toBe(403);
    expect((await api.get('/api/operator/staff', { token: payments.token })).status).toBe(403);
    expect((await api.get('/api/operator/payouts')).status).toBe(401);
    expect((await api.get('/api/operator/payouts', { token: 'not-a-session' })).status).toBe(401);

    // The service key: every permission but staff.
    expect((await api.get('/api/operator/staff', { token: OPERATOR_TOKEN })).status).toBe(403);
    const rates = await api.put(
      '/api/operator/exchange-rates',
      { rates: [{ currency: 'USD', rate: 95 }] },
      { token: OPERATOR_TOKEN },
    );
    expect(rates.status).toBe(200);

    const trail = await actions();
    expect(trail).toEqual(
      expect.arrayContaining([
        { action: 'staff.enrolled', actor: 'payments.desk@office.test', type: 'staff' },
        { action: 'staff.create', actor: expect.stringMatching(/@office\.test$/), type: 'staff' },
        { action: 'PUT /operator/exchange-rates', actor: 'service', type: 'service' },
      ]),
    );
    const read = await api.get('/api/operator/audit?action=staff.create&limit=1', {
      token: admin.token,
    });
    expect(read.status).toBe(200);
    expect(read.json.data).toHaveLength(1);
    expect(read.json.data[0]).toMatchObject({
      action: 'staff.create',
      target: { type: 'staff' },
      after: { email: 'payments.desk@office.test', role: 'payments' },
    });
    expect((await api.get('/api/operator/audit', { token: payments.token })).status).toBe(403);
  });

  it('refuses to change or delete a row of the trail', async () => {
    await api.post('/api/office/auth/login', { email: 'nobody@office.test', password: PASSWORD });
    const refusal = (statement: ReturnType<typeof sql>) =>
      api.ctx.db.execute(statement).then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set action = 'x'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    expect((await actions()).some((row) => row.action === 'staff.sign_in_failed')).toBe(true);
  });
});

describe('what sign-in tells a stranger (review findings)', () => {
  const LOGIN = '/api/office/auth/login';
  const verifications = verify as jest.MockedFunction<typeof verify>;

  /** The answer to a sign-in and how many argon2 verifications it cost. */
  async function attempt(email: string, password: string, ip?: string) {
    verifications.mockClear();
    const answer = await api.post(LOGIN, { email, password }, { ip });
    return {
      status: answer.status,
      body: answer.json,
      retryAfter: answer.headers.get('retry-after'),
      hashes: verifications.mock.calls.length,
    };
  }

  it('answers a locked or disabled account as an unknown address, after the same work, right password or not', async () => {
    const email = await account('support');
    for (let tries = 0; tries < STAFF_MAX_FAILURES; tries += 1) {
      expect((await api.post(LOGIN, { email, password: 'not-it-at-all' })).status).toBe(401);
    }
    const unknown = await attempt(`nobody-${Date.now()}@office.test`, PASSWORD);
    expect(unknown).toEqual({
      status: 401,
      body: { error: 'invalid_credentials', message: expect.any(String) },
      retryAfter: null,
      hashes: 1,
    });
    expect(await attempt(email, PASSWORD)).toEqual(unknown);
    expect(await attempt(email, 'not-it-at-all')).toEqual(unknown);

    const disabled = await account('support');
    await api.ctx.db
      .update(staff)
      .set({ disabledAt: api.clock.now() })
      .where(eq(staff.email, disabled));
    expect(await attempt(disabled, PASSWORD)).toEqual(unknown);

    // The lock still ends on time, and the right password then signs in.
    api.clock.advance(STAFF_LOCK_MS + 1_000);
    expect((await attempt(email, PASSWORD)).status).toBe(200);
    const trail = (await actions()).map((row) => row.action);
    expect(trail).toEqual(
      expect.arrayContaining(['staff.sign_in_refused_locked', 'staff.sign_in_refused_disabled']),
    );
  });

  it('outside the allow-list, a wrong password is a plain 401 that does not lock the account', async () => {
    const fenced = await account('support', { ip_allow: ['192.0.2.0/24'] });
    for (let tries = 0; tries <= STAFF_MAX_FAILURES; tries += 1) {
      expect((await attempt(fenced, 'not-it-at-all', '10.9.9.9')).status).toBe(401);
    }
    expect((await attempt(fenced, PASSWORD, '10.9.9.9')).status).toBe(403);
    expect((await attempt(fenced, PASSWORD, '192.0.2.20')).status).toBe(200);
  });
});

describe('a TOTP secret sealed under another key (review findings)', () => {
  it('answers 409 second_factor_reset_needed with a warning, not a 500; recovery codes still work', async () => {
    const email = await account('support');
    const { secret, recovery } = await signIn(email);
    // As if AUTH_SECRET had been rotated since enrolment: the seal is another key's.
    const [member] = await api.ctx.db.select().from(staff).where(eq(staff.email, email));
    const oldKey = deriveKey(
      new TextEncoder().encode('the-previous-auth-secret-0123456789'),
      'staff-totp/v1',
    );
    await api.ctx.db
      .update(staff)
      .set({ totpSecret: seal(oldKey, secret, secretContext(member!.id)) })
      .where(eq(staff.id, member!.id));

    api.clock.advance(60_000);
    const logs = captureLogs();
    try {
      const first = await api.post('/api/office/auth/login', { email, password: PASSWORD });
      expect(first.json.step).toBe('totp');
      const second = await api.post('/api/office/auth/second-factor', {
        challenge: first.json.challenge,
        code: totpCode(secret, api.clock.now()),
      });
      expect(second.status).toBe(409);
      expect(second.json.error).toBe('second_factor_reset_needed');
      expect(logs.lines).toContainEqual(
        expect.objectContaining({ level: 'warn', staffId: member!.id }),
      );
      expect(logs.lines.some((line) => line.level === 'error')).toBe(false);
    } finally {
      logs.stop();
    }
    const again = await api.post('/api/office/auth/login', { email, password: PASSWORD });
    const byRecovery = await api.post('/api/office/auth/second-factor', {
      challenge: again.json.challenge,
      recovery_code: recovery[0],
    });
    expect(byRecovery.status).toBe(200);
    expect((await actions()).map((row) => row.action)).toContain('staff.second_factor_unreadable');
  });
});
