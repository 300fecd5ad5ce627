/**
 * `npm run bench:reset`: how long `POST /api/v2/auth/password/email/forgot` takes for an e-mail
 * with an account and for one without, BENCH_TRIES of each, interleaved, on a throw-away PGlite
 * (or DATABASE_URL). BENCH_DELIVERY_MS makes every delivered message take that long, as SMTP does.
 * It prints the medians, their spread and how often one request tells the two apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/api/app';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { createAccount } from '@/server/services/auth/register';
import { outboxDelivery } from '@/server/services/delivery/outbox';
import { systemClock } from '@/server/lib/clock';
import { configureLog } from '@/server/lib/log';

const TRIES = Number(process.env.BENCH_TRIES || 200);
const DELIVERY_MS = Number(process.env.BENCH_DELIVERY_MS || 0);

/**
 * How often one request is classified right by the best threshold between the two medians:
 * what an attacker timing a single reset learns.
 */
function separable(known: number[], unknown: number[]) {
  const all = [...known, ...unknown].sort((x, y) => x - y);
  let best = 0.5;
  for (const threshold of all) {
    const slowKnown = known.filter((v) => v > threshold).length;
    const fastUnknown = unknown.filter((v) => v <= threshold).length;
    const right = (slowKnown + fastUnknown) / (known.length + unknown.length);
    best = Math.max(best, right, 1 - right);
  }
  return best;
}

async function main() {
  // One access line per request would drown the figures.
  configureLog({ level: 'warn' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-reset-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    // What the reset costs behind its captcha: the check is a round trip to Google.
    CAPTCHA: 'off',
  });
  const outbox = outboxDelivery(database.db, systemClock);
  const slow =
    <T>(send: (message: T) => Promise<void>) =>
    async (message: T) => {
      await new Promise((resolve) => setTimeout(resolve, DELIVERY_MS));
      await send(message);
    };
  const ctx = createContext({
    config,
    db: database.db,
    delivery: { email: slow(outbox.email), sms: slow(outbox.sms) },
  });
  const app = createApp(async () => ctx);
  const run = Date.now().toString(36);
  const known: string[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    const email = `known-${run}-${i}@example.test`;
    await createAccount(ctx, { method: 'email', email, password: null, currency: 'RUB' });
    known.push(email);
  }
  const timed = async (email: string, i: number) => {
    const started = performance.now();
    const response = await app.request('/api/api/v2/auth/password/email/forgot', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ email }),
    });
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    // The message it queued goes out before the next request is timed, and every request is
    // followed by the same pause, so what is timed is the request alone, not the quiet or busy
    // moment the one before left behind.
    await ctx.sender.drain();
    const pause = started + DELIVERY_MS + 10 - performance.now();
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    return elapsed;
  };
  // Warm-up: the first requests pay for compiling queries and loading modules.
  for (let i = 0; i < 20; i += 1) await timed(`warm-${run}-${i}@example.test`, 4000 + i);
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    // Alternating which goes first, so a slow moment of the machine hits both alike.
    if (i % 2 === 0) knownMs.push(await timed(known[i]!, 2 * i));
    unknownMs.push(await timed(`nobody-${run}-${i}@example.test`, 2 * i + 1));
    if (i % 2 === 1) knownMs.push(await timed(known[i]!, 2 * i));
  }
  const figures = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return { median: at(0.5), iqr: at(0.75) - at(0.25), p90: at(0.9) };
  };
  const a = figures(knownMs);
  const b = figures(unknownMs);
  console.log(
    `${TRIES} tries each on ${database.kind}, delivery ${DELIVERY_MS} ms\n` +
      `existing e-mail: median ${a.median.toFixed(2)} ms, IQR ${a.iqr.toFixed(2)}, p90 ${a.p90.toFixed(2)}\n` +
      `unknown e-mail:  median ${b.median.toFixed(2)} ms, IQR ${b.iqr.toFixed(2)}, p90 ${b.p90.toFixed(2)}\n` +
      `difference of medians: ${(a.median - b.median).toFixed(2)} ms; one request told apart ` +
      `${(100 * separable(knownMs, unknownMs)).toFixed(0)} % of the time (50 % is a coin)`,
  );
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

void main();
