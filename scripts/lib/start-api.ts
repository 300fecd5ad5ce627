import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntilUp } from './wait-until-up';

/**
 * Starts `npm run api` (production mode, development tools on) on a spare port with a
 * throw-away data directory, waits until it answers, and warms the database up. `env` adds
 * variables, e.g. DATABASE_URL to run on PostgreSQL instead of PGlite.
 */
export async function startApi(env: Record<string, string> = {}) {
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const tsx = path.join('node_modules', '.bin', 'tsx');
  // BENCH_API_PROFILE=<dir>: the API writes a V8 CPU profile there when it stops (what a bench's
  // figure is made of: open it in Chrome's DevTools or read it with scripts/cpu-profile-top.ts).
  const profile = process.env.BENCH_API_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_PROFILE}`]
    : [];
  const args = [...profile, '--conditions=react-server', 'server/standalone.ts'];
  const child: ChildProcess = spawn(tsx, args, {
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
      // A harness, not a deployment: the production build may start with test money.
      ALLOW_TEST_MONEY: '1',
      // The bench, on this machine, plays the proxy: its X-Forwarded-For spreads requests over
      // client addresses, as real visitors would be, so the rate limits do not turn them into 429s.
      TRUSTED_PROXIES: 'loopback',
      // The simulated sports feed would share the machine with what a bench measures.
      SPORTS_FEED: 'off',
      // The benches measure the work behind the forms; the captcha's own check is a round trip
      // to Google that no bench here can make.
      CAPTCHA: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it stops tsx's node child too.
    detached: true,
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitUntilUp(`${base}/health`);
  // The database opens on the first request that needs it; one warm-up call pays for it.
  await fetch(`${base}/profile/user`).catch(() => {});
  return {
    base,
    /** The process group's id (tsx and its Node child): a bench reads its CPU or waits for it. */
    pid: child.pid!,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
