/**
 * `npm run bench:ledger`: ledger transfers per second on PostgreSQL, three ways, side by side:
 *   1. through the service layer (`transfer()`: locks, conditional debit, credit, transfer row),
 *   2. through HTTP (`POST /operator/wallet/adjustments` on `npm run api`: auth, validation, JSON),
 *   3. `pgbench -b simple-update` on the same server, the database's own ceiling for a small
 *      write transaction on this machine.
 * Each runs BENCH_CONNECTIONS concurrent clients for BENCH_DURATION_S seconds. It creates (and
 * drops first) the databases bench_ledger and bench_pgbench through BENCH_ADMIN_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { AppContext } from '@/server/app-context';
import { loadConfig } from '@/server/config';
import { createContext } from '@/server/context';
import { openDatabase } from '@/server/db/client';
import { createAccount } from '@/server/services/auth/register';
import type { AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { freshDatabase, runPgbench } from './lib/pgbench';
import { startApi } from './lib/start-api';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS || 200);
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
/** Enough that a player never runs dry, whatever order the bets and wins come in. */
const FUNDING = 100_000_000;
const STAKE = 100;

/** Latencies in ms; pgbench reports only the average, so its percentiles are NaN ('—'). */
type Figures = {
  name: string;
  perSecond: number;
  avg: number;
  p50: number;
  p99: number;
  errors: number;
};

const ms = (value: number, width: number) =>
  (Number.isNaN(value) ? '—' : value.toFixed(2)).padStart(width);

async function main() {
  const ledgerUrl = await freshDatabase(ADMIN_URL, 'bench_ledger');
  const ctx = await openContext(ledgerUrl);
  const players = await createPlayers(ctx);

  const rows: Figures[] = [];
  rows.push(await serviceLayer(ctx, players));
  rows.push(await http(ledgerUrl, players));
  const pgbench = await pgbenchRow();
  if (pgbench) rows.push(pgbench);

  console.log(
    `\n${CONNECTIONS} concurrent clients, ${DURATION_S} s each, PostgreSQL at ${new URL(ADMIN_URL).host}`,
  );
  console.log(
    'path                                        per s    avg ms   p50 ms   p99 ms  errors',
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(42)} ${row.perSecond.toFixed(0).padStart(6)} ${ms(row.avg, 9)} ${ms(row.p50, 8)} ${ms(row.p99, 8)} ${String(row.errors).padStart(7)}`,
    );
  }
  if (pgbench) {
    for (const row of rows.slice(0, 2)) {
      console.log(
        `${row.name}: ${(row.perSecond / pgbench.perSecond).toFixed(2)} × pgbench simple-update`,
      );
    }
  }
  process.exit(0);
}

async function openContext(databaseUrl: string): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-ledger-')),
    DATABASE_URL: databaseUrl,
  });
  return createContext({ config, db: database.db });
}

async function createPlayers(ctx: AppContext) {
  const suffix = randomBytes(4).toString('hex');
  const ids: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const user = await createAccount(ctx, {
      method: 'email',
      email: `bench-${suffix}-${i}@example.test`,
      currency: 'RUB',
    });
    await transfer(ctx, {
      key: `bench-fund-${user.id}`,
      kind: 'adjustment',
      debit: { owner: 'house', currency: 'RUB' },
      credit: wallet(user.id),
      amount: FUNDING,
      currency: 'RUB',
    });
    ids.push(user.id);
  }
  console.log(`made and funded ${ids.length} players`);
  return ids;
}

function wallet(userId: number): AccountRef {
  return { owner: 'user', userId, currency: 'RUB', kind: 'real' };
}

const house: AccountRef = { owner: 'house', currency: 'RUB' };

/** A bet (player → house) or a win (house → player) for a random player, alternately. */
async function serviceLayer(ctx: AppContext, players: number[]): Promise<Figures> {
  console.log(`\nservice layer: transfer() with ${CONNECTIONS} concurrent callers`);
  const latencies: number[] = [];
  let errors = 0;
  let sequence = 0;
  const cpu = process.cpuUsage();
  const deadline = performance.now() + DURATION_S * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const n = (sequence += 1);
      const player = wallet(players[Math.floor(Math.random() * players.length)]!);
      const started = performance.now();
      try {
        await transfer(ctx, {
          key: `bench-${n}-${randomBytes(6).toString('hex')}`,
          kind: n % 2 ? 'bet' : 'win',
          debit: n % 2 ? player : house,
          credit: n % 2 ? house : player,
          amount: STAKE,
          currency: 'RUB',
        });
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const used = process.cpuUsage(cpu);
  // Near 100 % means this Node process, not the database, sets the pace.
  console.log(
    `  Node CPU: ${(((used.user + used.system) / 1e6 / DURATION_S) * 100).toFixed(0)} % of one core`,
  );
  latencies.sort((a, b) => a - b);
  return {
    name: 'service layer: transfer()',
    perSecond: latencies.length / DURATION_S,
    avg: latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1),
    p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
  };
}

async function http(databaseUrl: string, players: number[]): Promise<Figures> {
  const { base, stop } = await startApi({
    DATABASE_URL: databaseUrl,
    OPERATOR_TOKEN,
    DATABASE_POOL_SIZE: String(CONNECTIONS),
  });
  try {
    console.log(`\nHTTP: POST /operator/wallet/adjustments, ${CONNECTIONS} connections`);
    let n = 0;
    const result = await autocannon({
      url: `${base}/operator/wallet/adjustments`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            n += 1;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${OPERATOR_TOKEN}`,
              },
              body: JSON.stringify({
                key: `bench-http-${n}-${randomBytes(6).toString('hex')}`,
                user_id: players[Math.floor(Math.random() * players.length)],
                currency: 'RUB',
                amount: STAKE / 100,
                direction: n % 2 ? 'debit' : 'credit',
                kind: 'real',
                reason: 'bench',
              }),
            };
          },
        },
      ],
    });
    console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}`);
    return {
      name: 'HTTP: POST /operator/wallet/adjustments',
      perSecond: result.requests.average,
      avg: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors,
    };
  } finally {
    stop();
  }
}

/** pgbench's built-in simple-update script on its own fresh database, as a table row. */
async function pgbenchRow(): Promise<Figures | null> {
  const figures = await runPgbench({
    adminUrl: ADMIN_URL,
    name: 'bench_pgbench',
    clients: CONNECTIONS,
    durationS: DURATION_S,
  });
  if (!figures) return null;
  return {
    name: 'pgbench simple-update',
    perSecond: figures.tps,
    avg: figures.latencyMs,
    p50: Number.NaN,
    p99: Number.NaN,
    errors: figures.failed,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
