/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score of `/`, `/games/dice` and
 * `/games/slots` on the production build (`npx next build` first), started as `npm start` runs
 * it, in the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Lighthouse 12 (the last
 * line that runs on Node 20) is fetched by npx on first use rather than kept in the dependencies:
 * it is large and only this bench needs it. BENCH_RUNS (3) runs per page, medians printed beside
 * the target (85 on this machine, issue 15).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startSite } from './lib/start-site';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = ['/', '/games/dice', '/games/slots'];
const RUNS = Number(process.env.BENCH_RUNS || 3);
const TARGET = 85;

type Report = {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
};
type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

async function lighthouse(url: string, outDir: string, n: number): Promise<Figures> {
  const output = path.join(outDir, `report-${n}.json`);
  await run(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      maxBuffer: 1 << 24,
    },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const audit = (name: string) => report.audits[name]?.numericValue ?? NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const site = await startSite();
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const rows: { page: string; runs: Figures[] }[] = [];
  let n = 0;
  try {
    // The first request of the site opens its database; no page should pay for it.
    for (const page of PAGES) await fetch(`${site.base}${page}`);
    for (const page of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(await lighthouse(`${site.base}${page}`, outDir, (n += 1)));
        process.stderr.write(`  ${page}: ${runs.at(-1)!.score}\n`);
      }
      rows.push({ page, runs });
    }
  } finally {
    site.stop();
    rmSync(outDir, { recursive: true, force: true });
  }

  console.log(`\nLighthouse (${LIGHTHOUSE}) mobile performance, ${RUNS} runs per page, medians\n`);
  console.log(
    '| page | scores | median | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms | target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { page, runs } of rows) {
    const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    const score = of('score');
    console.log(
      `| ${page} | ${runs.map((figures) => figures.score).join(', ')} | ${score} | ${of('fcp').toFixed(0)} | ${of('lcp').toFixed(0)} | ${of('tbt').toFixed(0)} | ${of('cls').toFixed(3)} | ${of('si').toFixed(0)} | ${score >= TARGET ? 'met' : 'not met'} (≥ ${TARGET}) |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
