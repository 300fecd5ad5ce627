import { createAccount } from '@/server/services/auth/register';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

/**
 * Whether an e-mail has an account must not show in what a request does or how long it takes:
 * password reset, login-code sends and logins do the same statements either way (counted
 * through the database's query log), and a reset takes the same time. Messages are only queued
 * here (no sender runs), so what is measured is the request alone.
 */
let api: TestApi;
let recording: string[] | null = null;

beforeAll(async () => {
  api = await createTestApi({
    logger: { logQuery: (query) => recording?.push(query) },
    sender: { kick() {}, drain: async () => {} },
  });
});
afterAll(() => api.close());

/** The statements a request sent, and how long it took. */
async function observe(path: string, body: Record<string, string>) {
  const statements: string[] = [];
  recording = statements;
  const started = performance.now();
  const response = await api.post(path, body, { ip: uniqueIp() });
  const ms = performance.now() - started;
  recording = null;
  return { status: response.status, json: response.json, statements, ms };
}

async function accounts(count: number, password: string | null = null) {
  const emails = [];
  for (let i = 0; i < count; i += 1) {
    const email = uniqueEmail();
    await createAccount(api.ctx, { method: 'email', email, password, currency: 'RUB' });
    emails.push(email);
  }
  return emails;
}

function quartiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
  return { median: at(0.5), iqr: at(0.75) - at(0.25) };
}

const FORGOT = '/api/api/v2/auth/password/email/forgot';

describe('password reset', () => {
  it('does the same statements for an e-mail with and without an account: limits and one queued message', async () => {
    const [known] = await accounts(1);
    const withAccount = await observe(FORGOT, { email: known! });
    const without = await observe(FORGOT, { email: uniqueEmail() });
    expect(withAccount.status).toBe(200);
    expect(without.json).toEqual(withAccount.json);
    expect(without.statements).toEqual(withAccount.statements);
    expect(withAccount.statements.map((sql) => sql.match(/^(\w+ \w+ "\w+")/)?.[1])).toEqual([
      'insert into "rate_limits"',
      'insert into "rate_limits"',
      'insert into "rate_limits"',
      'insert into "delivery_jobs"',
    ]);
  });

  it('takes the same time for an e-mail with and without an account (50 tries each)', async () => {
    const TRIES = 50;
    const known = await accounts(TRIES);
    // The first requests pay for loading and planning; they are not counted.
    for (let i = 0; i < 10; i += 1) await observe(FORGOT, { email: uniqueEmail() });
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < TRIES; i += 1) {
      // Alternating which goes first, so a slow moment of the machine hits both alike.
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const kind of order) {
        const email = kind === 'known' ? known[i]! : uniqueEmail();
        const { status, ms } = await observe(FORGOT, { email });
        expect(status).toBe(200);
        times[kind].push(ms);
      }
    }
    const a = quartiles(times.known);
    const b = quartiles(times.unknown);
    // Within the noise: the medians differ by less than the spread of either (or 1 ms).
    expect(Math.abs(a.median - b.median)).toBeLessThanOrEqual(Math.max(1, a.iqr, b.iqr));
  });
});

describe('login-code sends and logins', () => {
  it('send a login code with the same statements either way', async () => {
    const [known] = await accounts(1);
    const path = '/api/api/v2/auth/login/email/verification';
    const withAccount = await observe(path, { email: known! });
    const without = await observe(path, { email: uniqueEmail() });
    expect(withAccount.status).toBe(200);
    expect(without.json).toEqual(withAccount.json);
    expect(without.statements).toEqual(withAccount.statements);
  });

  it('answer a wrong password and an unknown e-mail with the same statements', async () => {
    const [known] = await accounts(1, 'the-right-password');
    const path = '/api/api/v2/auth/login/email/password';
    const wrong = await observe(path, { email: known!, password: 'a-wrong-password' });
    const unknown = await observe(path, { email: uniqueEmail(), password: 'a-wrong-password' });
    expect(wrong.status).toBe(422);
    expect(unknown.json).toEqual(wrong.json);
    expect(unknown.statements).toEqual(wrong.statements);
  });

  it('answer a wrong code for an unknown e-mail with the same statements as for a known one', async () => {
    const [known] = await accounts(1);
    const path = '/api/api/v2/auth/login/email/code';
    const wrong = await observe(path, { email: known!, code: '000000' });
    const unknown = await observe(path, { email: uniqueEmail(), code: '000000' });
    expect(wrong.status).toBe(422);
    expect(unknown.json).toEqual(wrong.json);
    expect(unknown.statements).toEqual(wrong.statements);
  });
});
