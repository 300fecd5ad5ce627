import { randomBytes } from 'node:crypto';
import { startPosthogCollector, type PosthogCollector } from '@/tests/support/posthog-collector';
import { browserSettings, ingestTo } from './analytics-support';
import { expect, test } from './fixtures';
import { logIn, newIp } from './players';
import { captchaToken } from './captcha';

const ANALYTICS = { analytics: { key: 'phc_e2e_test_key', consent_required: true } };
/** posthog-js sends its batch every few seconds; a quiet page is watched longer than that. */
const QUIET_MS = 5_000;

// A browser as players have: posthog-js drops the events of one that says it is automated
// (navigator.webdriver, a HeadlessChrome brand or user agent) as a bot's.
// No service worker: a page it controls fetches `/ingest` through it, where the test's routing to
// the collector cannot see the request (Playwright routes only the page's own requests).
test.use({
  serviceWorkers: 'block',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
});

let collector: PosthogCollector;
test.beforeEach(async () => {
  collector = await startPosthogCollector();
});
test.afterEach(() => collector.close());

const captures = () => collector.events.filter((event) => event.path !== '/s/');
const ingestRequests = () => collector.requests.length;

test.describe('product analytics (spec §4, §7)', () => {
  // Each test watches quiet pages for longer than posthog-js's batch interval.
  test.setTimeout(90_000);
  test('nothing loads or is sent before consent; after opt-in, batched gzip events arrive', async ({
    page,
  }) => {
    await browserSettings(page, ANALYTICS);
    await ingestTo(page, collector);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    await expect(banner).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Provably fair' }).click();
    await expect(page).toHaveURL(/\/en\/fair$/);
    await page.waitForTimeout(QUIET_MS);
    expect(ingestRequests()).toBe(0);

    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => captures().some((event) => event.event === '$pageview'), { timeout: 20_000 })
      .toBe(true);
    const views = captures().filter((event) => event.event === '$pageview');
    expect(views[0]!.properties.$current_url).toMatch(/\/en\/fair$/);
    for (const event of captures()) {
      expect(['/e/', '/i/v0/e/']).toContain(event.path);
      // posthog-js compresses once the collector's config says it may (spec §7: gzip when
      // supported): a batch sent before that answer goes plain.
      expect(['gzip', 'none']).toContain(event.encoding);
    }

    // Remembered: no banner on the next page, whose view is sent.
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(
        () =>
          captures().some(
            (event) =>
              event.event === '$pageview' && String(event.properties.$current_url).endsWith('/faq'),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(banner).toBeHidden();
    // By then the collector has said it takes gzip: the view of the second page is compressed.
    const faqView = captures().find(
      (event) =>
        event.event === '$pageview' && String(event.properties.$current_url).endsWith('/faq'),
    );
    expect(faqView!.encoding).toBe('gzip');
  });

  test('after an opt-out nothing is sent; the choice can be changed in the footer', async ({
    page,
  }) => {
    await browserSettings(page, ANALYTICS);
    await ingestTo(page, collector);
    await page.goto('/en');
    const banner = page.getByRole('region', { name: 'Analytics cookies' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await page.goto('/en/faq');
    await page.waitForTimeout(QUIET_MS);
    expect(ingestRequests()).toBe(0);

    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Analytics settings' });
    await settings.click();
    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => captures().length, { timeout: 20_000 }).toBeGreaterThan(0);

    await settings.click();
    await banner.getByRole('button', { name: 'Decline' }).click();
    // What was already queued may still leave; after that, nothing more.
    await page.waitForTimeout(QUIET_MS);
    const sent = captures().length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Provably fair' }).click();
    await expect(page).toHaveURL(/\/en\/fair$/);
    await page.waitForTimeout(QUIET_MS);
    expect(captures()).toHaveLength(sent);
  });

  test('anonymous until sign-in, then identified by the account id', async ({ page, request }) => {
    const ip = newIp();
    const email = `e2e-analytics-${randomBytes(6).toString('hex')}@example.test`;
    const registered = await request.post('/api/api/v2/auth/register/email', {
      headers: { 'x-forwarded-for': ip },
      data: {
        email,
        password: 'games-password-1',
        currency: 'RUB',
        captcha: await captchaToken(request, 'register'),
      },
    });
    expect(registered.status()).toBe(201);
    const profile = await request.get('/api/profile/user', {
      headers: { authorization: `Bearer ${(await registered.json()).token}` },
    });
    const accountId = String((await profile.json()).user.id);

    await page.addInitScript(() => window.localStorage.setItem('analytics-consent', 'granted'));
    await browserSettings(page, ANALYTICS);
    await ingestTo(page, collector);
    await page.goto('/en');
    await expect.poll(() => captures().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const anonymous = captures()[0]!.distinctId;
    expect(anonymous).not.toBe(accountId);

    await logIn(page, email);
    await expect
      .poll(() => captures().find((event) => event.event === '$identify')?.distinctId, {
        timeout: 20_000,
      })
      .toBe(accountId);
    const identify = captures().find((event) => event.event === '$identify')!;
    expect(identify.properties.$anon_distinct_id).toBe(anonymous);
  });
});
