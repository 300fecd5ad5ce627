import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { HIDE_INSTALL_KEY, RELOAD_MARKER_KEY } from '@/lib/constants/pwa';
import { expect, test } from './fixtures';

/**
 * The installable app (spec §4, §7; docs/ARCHITECTURE.md, "PWA") in a persistent Chromium
 * profile: Playwright's default contexts are incognito, where Chromium refuses installation.
 */
const PORT = Number(process.env.E2E_PORT || 3100);
const BASE = `http://localhost:${PORT}`;

// Each test has its own profile, service worker and caches; they run one after another.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let context: BrowserContext;
let profile: string;
let page: Page;
/** Document loads of the page, counted from the browser's own events. */
let loads: number;
/** Deploy proxies of the running test, closed after it. */
const proxies: { close: () => Promise<void> }[] = [];

test.beforeEach(async () => {
  profile = mkdtempSync(path.join(tmpdir(), 'pwa-e2e-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update'],
    baseURL: BASE,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
  });
  // Whether Chromium offered installation, seen before any of the site's scripts run.
  await context.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', () => {
      (window as unknown as { sawInstallPrompt: boolean }).sawInstallPrompt = true;
    });
  });
  page = context.pages()[0] ?? (await context.newPage());
  loads = 0;
  page.on('load', () => {
    loads += 1;
  });
});

test.afterEach(async () => {
  await context.close();
  for (const proxy of proxies.splice(0)) await proxy.close();
  rmSync(profile, { recursive: true, force: true });
});

/** Opens `url` and waits until the service worker controls the page (its first install). */
async function openControlled(url: string) {
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * A deploy, as the browser sees it: pages opened through this reverse proxy get the site as it
 * is, except that `/sw.js` ends with a version comment once `deploy(version)` is called, so its
 * bytes change. (Playwright's routing does not see the browser's own update fetch of a worker
 * script, and changing public/sw.js on disk would reach the other specs' pages.)
 */
async function startDeployProxy() {
  let version = '';
  const server = createServer((request, response) => {
    const worker = request.url?.startsWith('/sw.js') ?? false;
    // The worker's body is rewritten, so it is asked for uncompressed.
    const headers = { ...request.headers };
    if (worker) delete headers['accept-encoding'];
    const upstream = httpRequest(
      `${BASE}${request.url}`,
      { method: request.method, headers },
      (answer) => {
        if (!worker || !version) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString('utf8')}\n// e2e deploy ${version}\n`;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 200, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy = {
    origin: `http://localhost:${port}`,
    deploy: (next: string) => {
      version = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  proxies.push(proxy);
  return proxy;
}

/** Asks the registration to look at `/sw.js` now, as its 20 s timer would. */
async function checkForUpdate() {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test('Chromium finds the site installable and offers it; a cancel is remembered', async () => {
  await openControlled('/');
  const cdp = await context.newCDPSession(page);

  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${BASE}/manifests/ru.webmanifest`);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'ru',
  });
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
    .toEqual([]);

  await expect
    .poll(() => page.evaluate(() => 'sawInstallPrompt' in window), { timeout: 15_000 })
    .toBe(true);
  const banner = page.getByTestId('install-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText('Установите приложение');

  // The visitor cancels: the offer goes and stays gone after a reload.
  await banner.getByRole('button', { name: 'Не сейчас' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), HIDE_INSTALL_KEY)).toBe('1');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => 'sawInstallPrompt' in window), { timeout: 15_000 })
    .toBe(true);
  await expect(page.getByTestId('install-banner')).toBeHidden();
  // The home page's card still offers it.
  await expect(page.getByTestId('install-app')).toBeVisible();
});

test('the manifest of each language names its own start page', async () => {
  for (const [locale, start] of [
    ['en', '/en'],
    ['kz', '/kz'],
  ] as const) {
    const response = await page.request.get(`/manifests/${locale}.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(await response.json()).toMatchObject({ id: '/', start_url: start, scope: '/' });
  }
  await page.goto('/en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifests/en.webmanifest',
  );
});

test('/sw.js is registered without the HTTP cache and served uncached', async () => {
  const response = await page.request.get('/sw.js');
  expect(response.headers()['cache-control']).toBe('no-cache, no-store, must-revalidate');
  expect(response.headers()['content-type']).toContain('application/javascript');
  expect(response.headers()['service-worker-allowed']).toBe('/');

  await openControlled('/');
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { updateViaCache: found?.updateViaCache, scope: found?.scope };
  });
  expect(registration).toEqual({ updateViaCache: 'none', scope: `${BASE}/` });
  // The first install took control without reloading the page.
  expect(loads).toBe(1);
});

test('a new worker reloads the page once; a second within 10 s does not', async () => {
  // A first install through the deploy proxy precaches the build (about 3 MB): slow under load.
  test.setTimeout(150_000);
  const proxy = await startDeployProxy();
  await openControlled(`${proxy.origin}/faq`);
  expect(loads).toBe(1);

  proxy.deploy('v2');
  await checkForUpdate();
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
  await page.waitForLoadState('load');
  const marker = await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_MARKER_KEY);
  expect(JSON.parse(marker ?? '{}')).toMatchObject({ path: '/faq' });

  // Another deploy at once: the worker takes over, the page stays and says so.
  proxy.deploy('v3');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const controllerChanged = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true));
      }),
  );
  await checkForUpdate();
  expect(await controllerChanged).toBe(true);
  await expect(page.getByTestId('new-version-reload')).toBeVisible();
  // What the deployed build says it changed (its builds/meta/{id}.json), in the page's language.
  await expect(page.getByTestId('new-version-note')).toHaveText(/^Что нового: /);
  expect(loads).toBe(2);
});

test('no reload while a round is open; once it closes, one', async () => {
  // A first install through the deploy proxy precaches the build (about 3 MB): slow under load.
  test.setTimeout(150_000);
  const proxy = await startDeployProxy();
  await openControlled(`${proxy.origin}/games/crash`);
  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('pwa:hold-reload', { detail: true })),
  );

  proxy.deploy('round');
  const controllerChanged = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true));
      }),
  );
  await checkForUpdate();
  expect(await controllerChanged).toBe(true);
  await expect(page.getByTestId('new-version-reload')).toBeVisible();
  expect(loads).toBe(1);

  await page.evaluate(() =>
    document.dispatchEvent(new CustomEvent('pwa:hold-reload', { detail: false })),
  );
  await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
});

test('the API, the event stream and private pages never reach Cache Storage', async () => {
  const streamed = page.waitForRequest((request) => request.url().includes('/api/stream'));
  await openControlled('/games/crash');
  // Pages visited while the worker controls them: the stream opens, the API answers.
  await page.reload();
  await streamed;
  await page.goto('/faq');
  await page.goto('/profile');
  await page.goto('/en/games/dice');
  await page.waitForLoadState('networkidle').catch(() => undefined);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached).toContain('/faq');
  expect(cached).toContain('/offline/ru.html');
  expect(
    cached.filter((url) => /^\/(api|ingest)(\/|$)|stream|^\/(en\/)?profile/.test(url)),
  ).toEqual([]);
});

test('offline, a page not visited before shows the offline page of its language', async () => {
  await openControlled('/en');
  await context.setOffline(true);
  await page.goto('/en/vip-club');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No internet connection');
  await page.goto('/games/dice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет соединения с интернетом');
  await context.setOffline(false);
});
