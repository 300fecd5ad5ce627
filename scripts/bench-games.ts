/**
 * `npm run bench:games`: dice bets per second through HTTP on a warm server, everything a real
 * bet does included (bearer auth, validation, the seed pair's nonce, the ledger transaction, the
 * bet row for the history).
 *
 * Against BENCH_URL (with BENCH_OPERATOR_TOKEN) when set; otherwise it starts `npm run api` on
 * a throw-away PGlite database, or on BENCH_DATABASE_URL (PostgreSQL) when given. Players are
 * spread over BENCH_PLAYERS accounts: one player's bets queue behind each other by design (its
 * nonce is one row), so a single account would measure that queue, not the server.
 *
 * BENCH_LIMITS=1 gives every player loss and wager limits for a day, a week and a month (high
 * enough never to bind), so each bet also pays for the ledger's protection trigger in full: the
 * player's protection row locked, the hour counted, six windows summed (issue 34).
 *
 * On PostgreSQL it then runs `pgbench -b simple-update` with as many clients on a fresh database
 * of the same server (bench_pgbench_games, made through BENCH_ADMIN_URL, by default the
 * `postgres` database of BENCH_DATABASE_URL's server) and prints the ratio: the machine is
 * shared and noisy, the ratio less so.
 *
 * Issue 41, on this 2-core machine (medians of three runs, before and after in turns): 173 → 432
 * bets/s, 0.08 → 0.19 × pgbench (best runs 0.10 → 0.22), when a dice bet went from five
 * statements built by drizzle to one written as SQL (docs/ARCHITECTURE.md, "Performance").
 */
import { randomBytes } from 'node:crypto';
import { fundedPlayers } from './lib/bench-players';
import { diceLoad, placeDiceBet } from './lib/dice-load';
import { runPgbench } from './lib/pgbench';
import { startApi } from './lib/start-api';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS || 20);
const OPERATOR_TOKEN = process.env.BENCH_OPERATOR_TOKEN || randomBytes(24).toString('hex');

async function main() {
  const { base, stop } = await target();
  let betsPerSecond = 0;
  try {
    const tokens = await fundedPlayers(base, {
      count: PLAYERS,
      prefix: 'bench-games',
      operatorToken: OPERATOR_TOKEN,
      amount: 1_000_000,
    });
    if (process.env.BENCH_LIMITS === '1') await setLimits(base, tokens);
    // Warm-up: every player's seed pair exists and the code paths are compiled.
    for (const token of tokens) await placeDiceBet(base, token);

    const limited = process.env.BENCH_LIMITS === '1' ? ', each with 6 limits' : '';
    console.log(
      `\ndice bets: ${CONNECTIONS} connections for ${DURATION_S} s, ${PLAYERS} players${limited}`,
    );
    const result = await diceLoad(base, tokens, {
      connections: CONNECTIONS,
      durationS: DURATION_S,
    });
    console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}`);
    console.log('\nendpoint                          bets/s    p50 ms   p99 ms   non-2xx');
    console.log(
      `${'POST /api/v2/games/dice/bet'.padEnd(32)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)}`,
    );
    betsPerSecond = result.requests.average;
  } finally {
    stop();
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl || process.env.BENCH_URL) return;
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const pgbench = await runPgbench({
    adminUrl: process.env.BENCH_ADMIN_URL || admin.toString(),
    name: 'bench_pgbench_games',
    clients: CONNECTIONS,
    durationS: DURATION_S,
  });
  if (!pgbench) return;
  console.log(`pgbench simple-update: ${pgbench.tps.toFixed(0)} tps`);
  console.log(`dice bets: ${(betsPerSecond / pgbench.tps).toFixed(2)} × pgbench simple-update`);
}

/** Loss and wager limits per day, week and month for every player, too high to bind. */
async function setLimits(base: string, tokens: string[]) {
  for (const token of tokens) {
    for (const kind of ['loss', 'wager']) {
      for (const period of ['day', 'week', 'month']) {
        const response = await fetch(`${base}/protection/limits`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ kind, period, amount: 100_000_000 }),
        });
        if (!response.ok) throw new Error(`limit: ${response.status} ${await response.text()}`);
      }
    }
  }
}

async function target(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BENCH_URL)
    return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} };
  return startApi({
    OPERATOR_TOKEN,
    // Players are funded with more than four eyes lets one member of staff move.
    FOUR_EYES_THRESHOLD: '1000000000',
    ...(process.env.BENCH_DATABASE_URL && { DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
