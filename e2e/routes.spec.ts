import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '../lib/routes';
import { LOCALES, expect, localized, nonceOf, test } from './fixtures';

/** Routes with a parameter, each with a sample value. */
const PARAMETER_ROUTES = [
  '/games/cases/penny',
  '/games/slots/book-of-dead/demo',
  '/games/slots/book-of-dead/play',
  '/games/live-casino/lightning-roulette/demo',
  '/games/live-casino/lightning-roulette/play',
  // The dev seed's first demo tournament (an unknown one is a 404, tournaments.spec.ts).
  '/tournament/1',
  '/reset-password/sample-token',
];

const ROUTES = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES, ...PARAMETER_ROUTES];

// Every page of every language, as a visitor first opens it: server-rendered with its heading,
// in its language, hydrated under the Content-Security-Policy (Next's scripts ran with the
// answer's nonce, nothing was refused) and talking to the API (every page loads the public
// settings once hydrated), with no error in the console. One page per worker opens them in turn.
for (const { locale, prefix, lang } of LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    for (const route of ROUTES) {
      const url = localized(prefix, route);
      test(url, async ({ visitor: { page, errors, violations } }) => {
        const settings = page.waitForResponse((answer) => answer.url().endsWith('/api/settings'));
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        expect(nonceOf(response?.headers()['content-security-policy'])).toBeTruthy();
        // Server-rendered: the HTML a crawler receives already carries the heading.
        expect(await response?.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForFunction(() => 'next' in window);
        expect((await settings).status()).toBe(200);
        await expect(page.getByTestId('support-chat-button')).toBeVisible();
        expect(errors).toEqual([]);
        expect(violations).toEqual([]);
      });
    }
  });
}
