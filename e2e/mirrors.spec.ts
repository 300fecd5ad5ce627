import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OPERATOR = {
  authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-0123456789abcdef'}`,
};

type StoredRecord = { id: number; apiBase: string; mirrors: { origin: string; api: string }[] };

/** The record under id 1 of `MyDatabase` (spec §3), as the page's own IndexedDB holds it. */
function storedRecord(page: Page) {
  return page.evaluate(
    async () =>
      // Opening a database that is not there would create it, empty, before the app does.
      (await indexedDB.databases()).some((db) => db.name === 'MyDatabase') &&
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('MyDatabase', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('apiBase')) return resolve(null);
          const get = db.transaction('apiBase').objectStore('apiBase').get(1);
          get.onsuccess = () => {
            resolve(get.result ?? null);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
  ) as Promise<StoredRecord | false | null>;
}

// No service worker: a page it controls fetches the API through it, where the test's blocking of
// the primary host cannot see the request (Playwright routes only the page's own requests).
test.use({ serviceWorkers: 'block' });

/**
 * Two mirrors of this server under other names (Chromium sends *.localhost home), made before
 * the tests; each one's API is its api. host, which the middleware hands to the API.
 */
const MIRROR = `m-${randomBytes(3).toString('hex')}.localhost`;
const STORED = `s-${randomBytes(3).toString('hex')}.localhost`;

test.describe('a blocked API host (issue 20)', () => {
  // One after the other on one worker, after one wait: the page's policy learns of new mirrors
  // within a minute (the middleware's cache), and both are made at once before the first test.
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(150_000);
    const baseURL = `http://localhost:${process.env.E2E_PORT || 3100}`;
    const request = await playwright.request.newContext({ baseURL });
    for (const domain of [MIRROR, STORED]) {
      const created = await request.post('/api/operator/mirrors', {
        headers: OPERATOR,
        data: { domain, status: 'active' },
      });
      expect(created.status()).toBe(201);
    }
    // Visited just now: first in the mirror list.
    await request.post('/api/middleware/mirror', { data: { domain: MIRROR } });
    const { port } = new URL(baseURL);
    const apis = [MIRROR, STORED].map((domain) => `http://api.${domain}:${port}`);
    await expect
      .poll(
        async () => {
          const policy = (await request.get('/en/faq')).headers()['content-security-policy'] ?? '';
          return apis.filter((api) => !policy.includes(api));
        },
        { timeout: 120_000, intervals: [1_000, 5_000] },
      )
      .toEqual([]);
    await request.dispose();
  });

  test('the client finds the API through a mirror and keeps it in MyDatabase', async ({
    page,
    baseURL,
  }) => {
    const { port, origin } = new URL(baseURL!);
    const primary = `${origin}/api`;
    const domain = MIRROR;
    const mirrorApi = `http://api.${domain}:${port}`;

    // The first visit stores the API base and the mirrors (no worker here: the page syncs).
    await page.goto('/en/faq');
    await expect
      .poll(() => storedRecord(page), { timeout: 15_000 })
      .toMatchObject({
        id: 1,
        apiBase: primary,
        mirrors: expect.arrayContaining([{ origin: `http://${domain}:${port}`, api: mirrorApi }]),
      });

    // Now the primary API host is blocked: no answer at all.
    const blocked: string[] = [];
    await page.route(`${primary}/**`, (route) => {
      blocked.push(route.request().url());
      return route.abort('connectionrefused');
    });
    const fromMirror = page.waitForResponse(
      (response) => response.url().startsWith(`${mirrorApi}/settings`) && response.status() === 200,
    );
    await page.reload();
    await fromMirror;
    // The primary was asked first and gave no answer; which call met it first (the settings, the
    // client config, the mirror sync) depends on what the page mounted first.
    expect(blocked.length).toBeGreaterThan(0);
    await expect.poll(async () => ((await storedRecord(page)) || null)?.apiBase).toBe(mirrorApi);

    // A new page starts from the primary again and finds the stored base first.
    const again = page.waitForResponse(
      (response) => response.url().startsWith(`${mirrorApi}/settings`) && response.status() === 200,
    );
    await page.reload();
    await again;
  });

  test('the client goes to the stored base first when the primary gives no answer', async ({
    page,
    baseURL,
  }) => {
    const { port, origin } = new URL(baseURL!);
    const primary = `${origin}/api`;
    const storedApi = `http://api.${STORED}:${port}`;

    await page.goto('/en/faq');
    await expect.poll(() => storedRecord(page), { timeout: 15_000 }).toBeTruthy();
    // The stored base is that mirror's API; no mirrors are known besides it.
    await page.evaluate(
      (apiBase) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('MyDatabase', 1);
          open.onsuccess = () => {
            const transaction = open.result.transaction('apiBase', 'readwrite');
            transaction.objectStore('apiBase').put({ id: 1, apiBase, mirrors: [], refreshedAt: 1 });
            transaction.oncomplete = () => resolve();
            transaction.onerror = () => reject(transaction.error);
          };
        }),
      storedApi,
    );

    await page.route(`${primary}/**`, (route) => route.abort('connectionrefused'));
    const fromStored = page.waitForResponse(
      (response) => response.url().startsWith(`${storedApi}/settings`) && response.status() === 200,
    );
    await page.reload();
    await fromStored;
    await expect.poll(async () => ((await storedRecord(page)) || null)?.apiBase).toBe(storedApi);
  });
});
