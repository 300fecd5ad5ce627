import { createApp } from '@/server/api/app';
import type { AppContext } from '@/server/app-context';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { manualClock } from '@/server/lib/clock';
import { generateFingerprintKeyJson } from '@/server/lib/fingerprint-key';
import { outbox } from '@/server/db/schema';
import { acquirePglite } from './pglite-pool';
import { migratedPostgresTemplate, withDatabase } from './postgres-template';
import { desc, eq, type Logger } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The harness's own address: it stands in for a trusted proxy in front of the API. */
export const HARNESS_PROXY = '127.0.0.1';

/**
 * An API on a fresh in-memory PGlite, or on the PostgreSQL of DATABASE_URL (shared by the
 * run: tests use unique contacts and addresses). Requests go through `app.request`, no server.
 * The harness plays a trusted proxy on the loopback (TRUSTED_PROXIES=loopback): each request
 * carries `X-Forwarded-For: <what the client wrote, if any>, <client address>, 127.0.0.1`, as
 * the site server would append its peer, so every suite has its own client address.
 */
export async function createTestApi(
  overrides: Partial<AppContext> & {
    env?: Record<string, string>;
    logger?: Logger;
    /**
     * On PostgreSQL, a database of the suite's own, dropped at `close()`: for suites whose
     * tables hold one thing for everybody (crash's betting round, the engines' leases), which
     * suites running at once on the shared database would fight over.
     */
    ownDatabase?: boolean;
    /** On PostgreSQL, the database of another test API: a second process on it (a restart). */
    databaseUrl?: string;
    /** On PostgreSQL, connections of the engines' own pool (`engineDbOf`); none by default. */
    enginePoolSize?: number;
  } = {},
) {
  const ownDatabase =
    overrides.ownDatabase && process.env.DATABASE_URL
      ? await createOwnDatabase(process.env.DATABASE_URL)
      : null;
  const databaseUrl = overrides.databaseUrl ?? ownDatabase?.url ?? process.env.DATABASE_URL;
  // PGlite: the worker's migrated instance, put back to the template's state (pglite-pool.ts).
  const pglite = databaseUrl ? null : await acquirePglite();
  const database = await openDatabase({
    databaseUrl,
    dataDir: null,
    logger: overrides.logger,
    pglite: pglite?.client,
    enginePoolSize: overrides.enginePoolSize,
  });
  if (databaseUrl) await database.migrate();
  const clock = manualClock(new Date());
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    FINGERPRINT_PRIVATE_KEY: generateFingerprintKeyJson(),
    NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
    TRUSTED_PROXIES: 'loopback',
    // Suites fund players with any amount; four eyes holds only where a suite names a threshold.
    FOUR_EYES_THRESHOLD: '1000000000',
    // The national self-exclusion register is asked only where a suite turns it on.
    SELF_EXCLUSION_REGISTER: 'off',
    // Verification, the turnover rule and screening gate payouts only where a suite turns them on.
    KYC_PAYOUT_LEVEL: '0',
    KYC_DEPOSIT_THRESHOLD_EUR: '0',
    PAYOUT_TURNOVER: '0',
    AML_LARGE_PAYOUT_EUR: '0',
    KYC_FLAG_LEVEL: '0',
    SCREENING: 'off',
    // The captcha is checked only where a suite turns it on (tests/api/captcha.test.ts).
    CAPTCHA: 'off',
    ...overrides.env,
  });
  /* eslint-disable @typescript-eslint/no-unused-vars */
  const {
    env: _env,
    logger: _logger,
    ownDatabase: _own,
    databaseUrl: _url,
    enginePoolSize: _engines,
    ...parts
  } = overrides;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  const ctx = createContext({ config, db: database.db, clock, ...parts });
  const app = createApp(async () => ctx);
  /** Each suite has its own client address, so rate limits of one do not touch another. */
  const ip = `10.${randomBytes(3).join('.')}`;

  async function call(
    method: string,
    path: string,
    options: {
      body?: unknown;
      token?: string | null;
      /** The client's address, as the harness proxy saw it. */
      ip?: string;
      /** The X-Forwarded-For the client itself sent, which the proxy extends. */
      forwardedFor?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const chain = [options.forwardedFor, options.ip ?? ip, HARNESS_PROXY].filter(Boolean);
    const headers: Record<string, string> = {
      'x-forwarded-for': chain.join(', '),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: any = null; // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  /**
   * Sends every queued message now (requests only queue them) and waits until none is left
   * due: what a test calls instead of sleeping before it looks at the outbox.
   */
  const deliverQueued = () => ctx.sender.drain();

  /** The newest code sent to `to` through the dev outbox, once queued messages went out. */
  async function lastCode(to: string) {
    await deliverQueued();
    const [message] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No code sent to ${to}`);
    return code;
  }

  /** What the dev outbox holds for `to`, once queued messages went out. */
  async function messagesTo(to: string) {
    await deliverQueued();
    return ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  }

  /** Registers a fresh e-mail account and answers its token and credentials. */
  async function registerByEmail(fields: Record<string, unknown> = {}) {
    const email = uniqueEmail();
    const password = 'correct-horse-battery';
    const response = await call('POST', '/api/api/v2/auth/register/email', {
      body: { email, password, currency: 'RUB', ...fields },
      ip: uniqueIp(),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.text}`);
    return { email, password, token: response.json.token as string };
  }

  /** Registers a fresh phone account and answers its token and credentials. */
  async function registerByPhone(fields: Record<string, unknown> = {}) {
    const phone = uniquePhone();
    const password = 'correct-horse-battery';
    const response = await call('POST', '/api/api/v2/auth/register/phone', {
      body: { phone, password, currency: 'RUB', ...fields },
      ip: uniqueIp(),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.text}`);
    return { phone, password, token: response.json.token as string };
  }

  return {
    app,
    ctx,
    clock,
    ip,
    /** The PostgreSQL database it runs on (undefined on PGlite). */
    databaseUrl,
    call,
    get: (path: string, options?: Parameters<typeof call>[2]) => call('GET', path, options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call('POST', path, { ...options, body }),
    put: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call('PUT', path, { ...options, body }),
    lastCode,
    messagesTo,
    deliverQueued,
    registerByEmail,
    registerByPhone,
    close: async () => {
      // Nothing may still be sending into a closed database.
      await deliverQueued();
      await database.close();
      await pglite?.release();
      await ownDatabase?.drop();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/** A new migrated database beside the one of `url`, copied from the template, and how to drop it. */
async function createOwnDatabase(url: string) {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${await migratedPostgresTemplate(url)}`);
  return {
    url: withDatabase(url, name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export function uniqueEmail() {
  return `player-${randomBytes(6).toString('hex')}@example.test`;
}

/** A +7 number nobody else in the run uses. */
export function uniquePhone() {
  return `+79${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
}

export function uniqueIp() {
  return `10.${randomBytes(3).join('.')}`;
}
