import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntilUp } from './wait-until-up';

/**
 * Starts the production site as `npm start` runs it (site-server/, the build in `.next`) on a
 * spare port with a throw-away data directory and development tools on, and waits until it
 * answers. Needs `next build` first.
 */
export async function startSite(env: Record<string, string> = {}) {
  if (!existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `npx next build` first');
  }
  const port = 4900 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const base = `http://127.0.0.1:${port}`;
  const tsx = path.join('node_modules', '.bin', 'tsx');
  // BENCH_SITE_PROFILE=<dir>: the site server writes a V8 CPU profile there when it stops (read
  // it with scripts/cpu-profile-top.ts), as BENCH_API_PROFILE does for the API.
  const profileDir = env.BENCH_SITE_PROFILE ?? process.env.BENCH_SITE_PROFILE;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(tsx, [...profile, 'site-server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
      // A harness, not a deployment: the production build may start with test money.
      ALLOW_TEST_MONEY: '1',
      TRUSTED_PROXIES: 'loopback',
      NEXT_PUBLIC_SITE_URL: base,
      LOG_LEVEL: 'warn',
      // The simulated sports feed would share the machine with what a bench measures.
      SPORTS_FEED: 'off',
      // The benches measure the work behind the forms; the captcha's own check is a round trip
      // to Google that no bench here can make.
      CAPTCHA: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops tsx's node child too.
    detached: true,
  });
  await waitUntilUp(`${base}/api/health`);
  // The database opens, and the game engines start, on the first request that needs them; a
  // visitor's first page does that through the middleware's lookups, but a site with the
  // middleware's steps off (bench:pages) would never open it, and would be measured without the
  // engines' work every real site carries. One call opens it.
  await fetch(`${base}/api/profile/user`).catch(() => {});
  return {
    base,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
