/**
 * `npm run bench:api`: requests per second and latency of login and profile calls.
 *
 * Against BENCH_URL (e.g. http://localhost:3000/api for `npm start`, or the api. host) when set,
 * a server that trusts the bench's address (TRUSTED_PROXIES=loopback) for its client addresses;
 * otherwise it starts `npm run api` on a spare port with a throw-away PGlite database.
 * Accounts are made first, one login per request spread over them and over client addresses,
 * so the rate limits (which the bench leaves on) do not turn the figures into 429s.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startApi } from './lib/start-api';

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
  return startApi();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
