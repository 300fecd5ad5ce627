import type { FullConfig } from '@playwright/test';

/**
 * The server is up when its health check answers, but the first page it renders takes it about
 * 25 s here (the page's code loaded, the middleware's first lookups, the database's first
 * queries), and the first tests of a run then timed out and were retried. One request to a page
 * of each kind, in turn, before any test starts.
 */
const WARM_PAGES = [
  '/',
  '/en/games/dice',
  '/kz/betting',
  '/games/slots',
  // A catalogue page's HTML from the build has no games (no API then): its first visit after the
  // start gets it and regenerates it, so casino.spec.ts's crawler finds the games (issue 41).
  '/en/games/slots',
  '/profile',
  '/en/faq',
];

export default async function warmServer(config: FullConfig) {
  const { baseURL } = config.projects[0]!.use;
  for (const path of WARM_PAGES) {
    const answer = await fetch(new URL(path, baseURL), { signal: AbortSignal.timeout(120_000) });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`warming the server: ${path} answered ${answer.status}`);
  }
}
