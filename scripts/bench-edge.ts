/**
 * `npm run bench:edge`: what the navigation pipeline (lib/edge) adds to a page request, with warm
 * caches, against the same request with the pipeline off (only next-intl's language handling).
 * Runs the middleware in process with an API that answers at once, so the figures are the
 * pipeline's own cost, not the network's. ITERATIONS (default 20000) sets the sample size.
 */
import { performance } from 'node:perf_hooks';
import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { createPipeline, navigationSteps } from '@/lib/edge/pipeline';
import { routing } from '@/lib/i18n/routing';

const iterations = Number(process.env.ITERATIONS || 20_000);

const answers: Record<string, unknown> = {
  'middleware/mirrorRedirect': { redirect: { newLink: null, oldDomain: null } },
  'middleware/redirect': { redirect: null },
  geo_ip: { data: { ip: '203.0.113.10', country_code: 'KZ', region: 'KZ' } },
  mirror: { sso: 'https://sso.example/enter', redirect: { newLink: null } },
};
let apiCalls = 0;
const instantApi: typeof fetch = async (input) => {
  apiCalls += 1;
  // The API root is /api on the site's host or / on the api. host, whichever the pipeline derives.
  const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace(
    /^\/(api\/)?/,
    '',
  );
  return new Response(JSON.stringify(answers[path] ?? { success: true }), {
    headers: { 'content-type': 'application/json' },
  });
};

/** A returning visitor opening a game page: language chosen, address and browser known. */
function request() {
  return new NextRequest('https://casino.example/kz/games/dice', {
    headers: {
      host: 'casino.example',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
      'x-forwarded-for': '203.0.113.10',
      cookie:
        'language=kz; userVersion=203.0.113.10; userBrowser=Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36; bearerToken=t',
    },
  });
}

const handleLocale = createIntlMiddleware(routing);
const on = createPipeline({
  steps: navigationSteps({}),
  handleLocale,
  fetch: instantApi,
  isDevelopment: false,
});
const off = createPipeline({ steps: [], handleLocale, fetch: instantApi, isDevelopment: false });

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function main() {
  // Warm the caches and the JIT.
  for (let i = 0; i < 500; i += 1) {
    await on(request());
    await off(request());
  }
  const callsBefore = apiCalls;
  const times = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < iterations; i += 1) {
    for (const [name, pipeline] of i % 2
      ? ([
          ['on', on],
          ['off', off],
        ] as const)
      : ([
          ['off', off],
          ['on', on],
        ] as const)) {
      const started = performance.now();
      await pipeline(request());
      times[name].push(performance.now() - started);
    }
  }
  const rows = (['off', 'on'] as const).map((name) => {
    const sorted = times[name].sort((a, b) => a - b);
    return { name, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  });
  const [offRow, onRow] = rows as [(typeof rows)[0], (typeof rows)[0]];
  console.log(
    `navigation pipeline, ${iterations} requests each, warm caches (API calls during the run: ${apiCalls - callsBefore})\n`,
  );
  console.log('pipeline             p50 ms   p99 ms');
  for (const row of rows) {
    const label = row.name === 'on' ? 'on (all steps)' : 'off (language only)';
    console.log(
      `${label.padEnd(20)} ${row.p50.toFixed(3).padStart(6)}   ${row.p99.toFixed(3).padStart(6)}`,
    );
  }
  console.log(
    `\nadded by the pipeline: p50 ${(onRow.p50 - offRow.p50).toFixed(3)} ms, p99 ${(onRow.p99 - offRow.p99).toFixed(3)} ms; ratio on/off p50 ${(onRow.p50 / offRow.p50).toFixed(2)}×, p99 ${(onRow.p99 / offRow.p99).toFixed(2)}×`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
