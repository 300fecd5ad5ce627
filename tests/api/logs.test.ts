import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';
import { captureLogs, type LogLine } from '@/tests/support/logs';

let api: TestApi;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.stop());

const REGISTER = '/api/api/v2/auth/register/email';
const PASSWORD = 'correct-horse-battery-staple';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const linesOf = (requestId: string | null) =>
  logs.lines.filter((line) => line.requestId === requestId);
const accessLine = (requestId: string | null) =>
  linesOf(requestId).find((line) => line.msg === 'request');

/** Everything logged, as written, must not contain any of `secrets`. */
function expectNoneLogged(secrets: string[]) {
  const text = logs.raw.join('\n');
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('request ids', () => {
  it('gives every request an id, answers it, and puts it on its access line', async () => {
    const response = await api.get('/api/client_config');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(accessLine(id)).toEqual({
      time: expect.any(String),
      level: 'info',
      msg: 'request',
      requestId: id,
      method: 'GET',
      route: '/api/client_config',
      status: 200,
      ms: expect.any(Number),
    });
  });

  it("logs a balancer's passing probes at debug only: one a second per instance is noise", async () => {
    for (const probe of ['/api/health', '/api/ready']) {
      const response = await api.get(probe);
      expect(response.status).toBe(200);
      expect(accessLine(response.headers.get('x-request-id'))).toMatchObject({
        level: 'debug',
        route: probe,
      });
    }
  });

  it("keeps a caller's sane X-Request-Id and replaces anything else", async () => {
    const sane = 'edge-7f3a.b9:01_XY';
    const kept = await api.get('/api/health', { headers: { 'x-request-id': sane } });
    expect(kept.headers.get('x-request-id')).toBe(sane);
    expect(accessLine(sane)).toBeDefined();
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>']) {
      const replaced = await api.get('/api/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    expectNoneLogged(['<script>', 'has spaces']);
  });

  it('logs the route pattern, never the query string', async () => {
    const id = '00000000-0000-4000-8000-00000000beef';
    const response = await api.get(
      `/api/payments/sandbox/invoices/${id}?token=query-secret-1&code=654321`,
    );
    expect(response.status).toBe(404);
    const line = accessLine(response.headers.get('x-request-id'));
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/payments/sandbox/invoices/:id',
      status: 404,
    });
    expectNoneLogged(['query-secret-1', '654321', '?']);
  });

  it('marks every line of a request with that request\u2019s id, even concurrent ones', async () => {
    const register = () =>
      api.post(
        REGISTER,
        {
          email: `logs-${randomBytes(6).toString('hex')}@example.test`,
          password: PASSWORD,
          currency: 'RUB',
          fpp: 'not-an-fpp',
        },
        { ip: uniqueIp() },
      );
    const answers = await Promise.all([register(), register(), register()]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id')!);
    expect(new Set(ids).size).toBe(3);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(201);
      // The service's warning reaches the log with the id though no one passed it along.
      expect(linesOf(ids[index]!).map((line) => line.msg)).toEqual([
        'Registration fpp not decrypted',
        'request',
      ]);
    }
    expect(logs.lines.every((line) => ids.includes(line.requestId!))).toBe(true);
    expectNoneLogged([PASSWORD, '$argon2', ...answers.map((answer) => answer.json.token)]);
  });
});

describe('what a failing registration logs', () => {
  beforeAll(async () => {
    // A real database failure inside the insert, for e-mails of this test only: drizzle's error
    // then carries the insert's bound values (the e-mail, the argon2 hash, the device mark).
    await api.ctx.db.execute(
      sql.raw(`create or replace function logs_test_fail_insert() returns trigger
        language plpgsql as $$
        begin
          if new.email like 'logs-fail-%' then raise exception 'forced failure for a logging test'; end if;
          return new;
        end $$`),
    );
    await api.ctx.db.execute(sql.raw('drop trigger if exists logs_test_fail_insert on users'));
    await api.ctx.db.execute(
      sql.raw(`create trigger logs_test_fail_insert before insert on users
        for each row execute function logs_test_fail_insert()`),
    );
  });
  afterAll(async () => {
    await api.ctx.db.execute(sql.raw('drop trigger if exists logs_test_fail_insert on users'));
    await api.ctx.db.execute(sql.raw('drop function if exists logs_test_fail_insert()'));
  });

  it('an unhandled database error: a 500 naming the request, a log line without the values', async () => {
    const email = `logs-fail-${randomBytes(6).toString('hex')}@example.test`;
    const response = await api.post(
      REGISTER,
      { email, password: PASSWORD, currency: 'RUB' },
      { ip: uniqueIp() },
    );
    const id = response.headers.get('x-request-id')!;
    expect(response.status).toBe(500);
    expect(response.json).toEqual({
      error: 'internal',
      message: 'Internal server error',
      requestId: id,
    });

    const [error, access] = linesOf(id);
    expect(error).toMatchObject({
      level: 'error',
      msg: 'Unhandled API error',
      method: 'POST',
      error: {
        name: 'DrizzleQueryError',
        message: expect.stringMatching(
          /^Failed query: insert into "users".*\nparams: \[redacted\]$/s,
        ),
        stack: expect.stringContaining('\n    at '),
        cause: { message: 'forced failure for a logging test', code: 'P0001' },
      },
    });
    expect(access).toMatchObject({ msg: 'request', status: 500 });
    expect(logs.lines).toHaveLength(2);
    expectNoneLogged([PASSWORD, '$argon2', email, email.split('@')[0]!]);
  });

  it('a duplicate e-mail: a 422 and nothing of the account in the log', async () => {
    const { email, password, token } = await api.registerByEmail();
    const code = await api.lastCode(email);
    logs.clear();
    const again = await api.post(
      REGISTER,
      { email, password, currency: 'RUB' },
      { ip: uniqueIp() },
    );
    expect(again.status).toBe(422);
    expect(again.json.errors.email[0]).toMatch(/^email_taken:/);
    expect(logs.lines.map((line: LogLine) => [line.msg, line.status])).toEqual([['request', 422]]);
    expectNoneLogged([password, '$argon2', email, token, code]);
  });

  it('a code that cannot be sent: the sender warns with the cause, not the code or the contact', async () => {
    const down = async () => {
      throw new Error('SMTP server answered 421 try again later');
    };
    const failing = await createTestApi({ delivery: { email: down, sms: down } });
    try {
      // The registration answers 201 (or this throws): the mail goes out later, from the queue.
      const { email, password, token } = await failing.registerByEmail();
      await failing.deliverQueued();
      const warning = logs.lines.find((line) => line.msg === 'Delivery failed');
      expect(warning).toMatchObject({
        level: 'warn',
        worker: 'sender',
        kind: 'verifyCode',
        attempt: 1,
        error: 'SMTP server answered 421 try again later',
      });
      expect(warning!.requestId).toBeUndefined();
      expectNoneLogged([password, '$argon2', email, token]);
    } finally {
      await failing.close();
    }
  });
});

describe('a client that leaves', () => {
  it('is answered and logged as a client abort, not an unhandled error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email": "half'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const response = await api.app.request(REGISTER, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(499);
    const id = response.headers.get('x-request-id');
    expect(linesOf(id)).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'Client closed the request',
        reason: 'The request body was cut off',
      }),
      expect.objectContaining({ level: 'info', msg: 'request', status: 499 }),
    ]);
    expect(logs.lines.some((line) => line.level === 'error')).toBe(false);
  });
});
