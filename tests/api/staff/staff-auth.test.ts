import { sql } from 'drizzle-orm';
import { STAFF_IDLE_TIMEOUT_MS, STAFF_MAX_FAILURES } from '@/lib/constants/staff';
import { auditLog } from '@/server/db/schema';
import { createStaff } from '@/server/services/staff/create-staff';
import { totpCode } from '@/server/services/staff/totp';
import { createTestApi, type TestApi } from '@/tests/support/api';

const OPERATOR_TOKEN = 'staff-test-operator-token-0123456789abcdef';
const PASSWORD = 'office-password-1';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ env: { OPERATOR_TOKEN } });
});
afterAll(() => api.close());

let serial = 0;
/** A staff account made as `npm run staff:create` makes it: no second factor yet. */
async function account(role: string, extra: { ip_allow?: string[] } = {}) {
  serial += 1;
  const email = `staff-${serial}-${Date.now()}@office.test`;
  await createStaff(
    api.ctx,
    { email, name: `Staff ${serial}`, role, password: PASSWORD, ...extra },
    { type: 'system', label: 'test' },
    { ip: null, requestId: null },
  );
  return email;
}

/** Signs in through both steps, enrolling the second factor: the token and the TOTP secret. */
async function signIn(email: string, ip = '10.20.30.40') {
  const first = await api.post('/api/office/auth/login', { email, password: PASSWORD }, { ip });
  expect(first.status).toBe(200);
  expect(first.json.step).toBe('enrol');
  const secret = first.json.enrolment.secret as string;
  expect(first.json.enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
  expect(first.json.enrolment.qr).toMatch(/^data:image\/png;base64,/);
  const second = await api.post(
    '/api/office/auth/second-factor',
    { challenge: first.json.challenge, code: totpCode(secret, api.clock.now()) },
    { ip },
  );
  expect(second.status).toBe(200);
  expect(second.json.recovery_codes).toHaveLength(10);
  return {
    token: second.json.token as string,
    secret,
    recovery: second.json.recovery_codes as string[],
  };
}

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
    const locked = await api.post('/api/office/auth/login', { email, password: PASSWORD });
    expect(locked.status).toBe(429);

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
