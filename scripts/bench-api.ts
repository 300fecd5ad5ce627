/**
 * `npm run bench:api`: requests per second and latency of login and profile calls.
 *
 * Against BENCH_URL (e.g. http://localhost:3000/api for `next start`, or the api. host) when set;
 * otherwise it starts `npm run api` on a spare port with a throw-away PGlite database.
 * Accounts are made first, one login per request spread over them and over client addresses,
 * so the rate limits (which the bench leaves on) do not turn the figures into 429s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS || 200);
const PASSWORD = 'bench-password-1';

const randomIp = () => `10.${randomBytes(3).join('.')}`;

async function main() {
  const { base, stop } = await target();
  try {
    const accounts = await createAccounts(base);
    const [first] = accounts;
    const token = await login(base, first!);

    let next = 0;
    const loginResult = await run('login (e-mail + password, argon2id)', {
      url: `${base}/api/v2/auth/login/email/password`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
            body: JSON.stringify({ email: accounts[next++ % accounts.length], password: PASSWORD }),
          }),
        },
      ],
    });
    const profileResult = await run('profile (GET /profile/user)', {
      url: `${base}/profile/user`,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log('\nendpoint                               req/s    p50 ms   p99 ms   non-2xx');
    for (const [name, result] of [loginResult, profileResult] as const) {
      console.log(
        `${name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)}`,
      );
    }
  } finally {
    stop();
  }
}

async function run(name: string, options: autocannon.Options) {
  console.log(`\n${name}: ${CONNECTIONS} connections for ${DURATION_S} s`);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  console.log(`  status codes: ${JSON.stringify(result.statusCodeStats)}`);
  return [name, result] as const;
}

async function createAccounts(base: string) {
  const suffix = randomBytes(4).toString('hex');
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench-${suffix}-${i}@example.test`);
  for (let i = 0; i < emails.length; i += 8) {
    await Promise.all(
      emails.slice(i, i + 8).map(async (email) => {
        const response = await fetch(`${base}/api/v2/auth/register/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
          body: JSON.stringify({ email, password: PASSWORD, currency: 'RUB' }),
        });
        if (response.status !== 201)
          throw new Error(`register: ${response.status} ${await response.text()}`);
      }),
    );
  }
  console.log(`made ${emails.length} accounts`);
  return emails;
}

async function login(base: string, email: string) {
  const response = await fetch(`${base}/api/v2/auth/login/email/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** The API root: BENCH_URL, or a fresh `npm run api` on a temporary database. */
async function target(): Promise<{ base: string; stop: () => void }> {
  if (process.env.BENCH_URL)
    return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} };
  const port = 4100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const tsx = path.join('node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(tsx, ['--conditions=react-server', 'server/standalone.ts'], {
    env: {
      ...process.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it stops tsx's node child too.
    detached: true,
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  // The database opens on the first request that needs it; one warm-up call pays for it.
  await fetch(`${base}/profile/user`).catch(() => {});
  return {
    base,
    stop: () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
