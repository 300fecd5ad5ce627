import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export const LOCALES = [
  { locale: 'ru', prefix: '', lang: 'ru-RU' },
  { locale: 'en', prefix: '/en', lang: 'en-US' },
  { locale: 'kz', prefix: '/kz', lang: 'kk-KZ' },
] as const;

/** Joins a language prefix and a path the way the `as-needed` strategy writes addresses. */
export function localized(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/** The nonce of a Content-Security-Policy header. */
export const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];

/**
 * Collects every Content-Security-Policy violation of every page the context opens (popups and
 * new tabs too), as the page's `securitypolicyviolation` event reports it and as Chromium logs
 * it ("Refused to …"). The listener is added before any script of the page runs.
 */
async function watchViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__cspViolation', ({ page }, line: string) => {
    violations.push(`${page.url()}: ${line}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation(line: string): void }).__cspViolation;
      void report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
}

/** Console errors and uncaught exceptions of a page. */
function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

/**
 * The site's links prefetch their page when the pointer comes over one or it takes the focus
 * (lib/i18n/intent-link.tsx), which a test's clicks and key presses do all the time, and none of
 * which a test looks at: answered here with an empty 204, which the router takes as "nothing
 * prefetched" and fetches on a click instead. A navigation is still a real fetch.
 */
async function answerPrefetchesEmpty(context: BrowserContext) {
  await context.route(/[?&]_rsc=/, (route) =>
    route.request().headers()['next-router-prefetch']
      ? route.fulfill({ status: 204 })
      : route.fallback(),
  );
}

/** A page that opens one address after another, with what went wrong on the current one. */
export type Visitor = { page: Page; errors: string[]; violations: string[] };

export const test = base.extend<
  { consoleErrors: string[]; violations: string[]; noPrefetch: void; visitor: Visitor },
  { workerVisitor: Visitor }
>({
  /** A page whose console errors and uncaught exceptions are collected for the test to assert on. */
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    watchErrors(page, errors);
    await provide(errors);
  },

  /** The context's CSP violations; a test with one fails even if it came after its last look. */
  violations: async ({ context }, provide) => {
    const violations: string[] = [];
    await watchViolations(context, violations);
    await provide(violations);
    expect(violations).toEqual([]);
  },

  noPrefetch: [
    async ({ context }, provide) => {
      await answerPrefetchesEmpty(context);
      await provide();
    },
    { auto: true },
  ],

  /**
   * One browser context and page per worker, for tests that each open an address and look at
   * it (routes.spec.ts, game-layout.spec.ts). A context costs Chromium here about 0.7 s of a
   * core to make and a first page in it about as much again: a visit in a page of its own took
   * 3.2 s of CPU, one in a page kept open 1.8 s. No service worker (pwa.spec.ts tests it): one
   * installed by an earlier visit would serve the next.
   */
  workerVisitor: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, viewport, userAgent, deviceScaleFactor } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        viewport,
        userAgent,
        deviceScaleFactor,
        serviceWorkers: 'block',
      });
      await answerPrefetchesEmpty(context);
      const visitor: Visitor = { page: await context.newPage(), errors: [], violations: [] };
      await watchViolations(context, visitor.violations);
      watchErrors(visitor.page, visitor.errors);
      await provide(visitor);
      await context.close();
    },
    { scope: 'worker' },
  ],

  /**
   * The worker's page as a first visit finds the site: the project's viewport, no cookies,
   * nothing stored by the pages before, no errors or violations carried over; a test with a
   * violation fails.
   */
  visitor: async ({ workerVisitor }, provide) => {
    const { page, errors, violations } = workerVisitor;
    errors.length = 0;
    violations.length = 0;
    await page.context().clearCookies();
    const { viewport } = test.info().project.use;
    if (viewport) await page.setViewportSize(viewport);
    if (page.url().startsWith('http')) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
    }
    await provide(workerVisitor);
    expect(violations).toEqual([]);
  },
});

export { expect };
