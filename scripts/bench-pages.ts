/**
 * `npm run bench:pages`: pages per second through the whole production site (`npm start`: the
 * site server, the middleware, Next), for `/`, `/faq`, `/games/slots` and `/en/games/dice`, as a
 * first visit without cookies (every crawler) and as a returning visitor with the cookies the
 * first visit set, beside the same site with the middleware's steps off (`BENCH_EDGE_STEPS=off`:
 * language handling and the security headers only). Prints req/s, p50 and p99 and the ratio
 * steps-on / steps-off against issue 15's targets (90 % cookie-less, 95 % returning).
 *
 * Builds once when there is no build (`BENCH_BUILD=1` forces a fresh one). Both sites run side by
 * side on throw-away databases and the runs alternate between them, so a busy moment of the
 * machine falls on both; BENCH_RUNS (3) runs of BENCH_DURATION_S (5) seconds with
 * BENCH_CONNECTIONS (10) connections per row, median reported.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { startSite } from './lib/start-site';

const PAGES = ['/', '/faq', '/games/slots', '/en/games/dice'];
const RUNS = Number(process.env.BENCH_RUNS || 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGET = { 'cookie-less': 0.9, returning: 0.95 } as const;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
/** What a browser and a crawler send: the site server compresses, as it would for them. */
const BASE_HEADERS = { 'user-agent': USER_AGENT, 'accept-encoding': 'br, gzip' };

type Visitor = keyof typeof TARGET;
type Figures = { perSecond: number; p50: number; p99: number; non2xx: number };

/** The cookies a first visit to `url` sets, as a returning browser would send them back. */
async function returningCookies(url: string) {
  const answer = await fetch(url, { headers: BASE_HEADERS, redirect: 'manual' });
  const cookies = answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`${url}: a first visit set no cookie`);
  return cookies.join('; ');
}

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...BASE_HEADERS, ...headers },
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const medianOf = (runs: Figures[]): Figures => ({
  perSecond: median(runs.map((run) => run.perSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});

async function main() {
  if (process.env.BENCH_BUILD === '1' || !existsSync('.next/BUILD_ID')) {
    console.log('building (npx next build)…');
    execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
  }
  const [on, off] = await Promise.all([startSite(), startSite({ BENCH_EDGE_STEPS: 'off' })]);
  const rows: { page: string; visitor: Visitor; on: Figures; off: Figures }[] = [];
  try {
    // startSite opened both databases; the first page fills the middleware's lookups and the cache.
    for (const base of [on.base, off.base]) {
      for (const page of PAGES) await fetch(`${base}${page}`, { headers: BASE_HEADERS });
    }
    for (const page of PAGES) {
      for (const visitor of Object.keys(TARGET) as Visitor[]) {
        const headersFor = async (base: string): Promise<Record<string, string>> =>
          visitor === 'returning' ? { cookie: await returningCookies(`${base}${page}`) } : {};
        const sites = [
          { base: on.base, headers: await headersFor(on.base), runs: [] as Figures[] },
          { base: off.base, headers: await headersFor(off.base), runs: [] as Figures[] },
        ];
        // Warm both (the page's render cache, the middleware's lookups), then alternate.
        for (const site of sites) await measure(`${site.base}${page}`, site.headers);
        for (let run = 0; run < RUNS; run += 1) {
          for (const site of sites)
            site.runs.push(await measure(`${site.base}${page}`, site.headers));
        }
        const [steps, bare] = sites.map((site) => medianOf(site.runs)) as [Figures, Figures];
        rows.push({ page, visitor, on: steps, off: bare });
        process.stderr.write(`  ${page} ${visitor}: ${steps.perSecond.toFixed(0)} req/s\n`);
      }
    }
  } finally {
    on.stop();
    off.stop();
  }

  console.log(
    `\npages: ${CONNECTIONS} connections, ${RUNS} × ${DURATION_S} s per row, medians; steps off = BENCH_EDGE_STEPS=off\n`,
  );
  console.log(
    '| page | visitor | req/s | p50 ms | p99 ms | steps off: req/s | p50 | p99 | ratio | target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let failed = 0;
  for (const { page, visitor, on: steps, off: bare } of rows) {
    const ratio = steps.perSecond / bare.perSecond;
    const met = ratio >= TARGET[visitor];
    if (!met) failed += 1;
    const errors = steps.non2xx + bare.non2xx;
    console.log(
      `| ${page} | ${visitor} | ${steps.perSecond.toFixed(0)} | ${steps.p50} | ${steps.p99} | ${bare.perSecond.toFixed(0)} | ${bare.p50} | ${bare.p99} | ${ratio.toFixed(2)} | ${met ? 'met' : 'not met'} (≥ ${TARGET[visitor]})${errors ? `, ${errors} non-2xx` : ''} |`,
    );
  }
  console.log(`\n${rows.length - failed} of ${rows.length} rows meet their target`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
