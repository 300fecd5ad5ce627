import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Opens the language list. The list is a popover its button opens without JavaScript, but the
 * button's `aria-expanded` follows it only once the page is hydrated (right after a full page
 * load, which the language change is, a click can land before that): it is clicked until the
 * attribute says the list is open.
 */
async function openLanguages(page: Page, label: string) {
  const button = page.getByRole('button', { name: label });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('the language switcher keeps the path and remembers the choice', async ({ page, context }) => {
  await page.goto('/games/dice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');

  await openLanguages(page, 'Сменить язык');
  await page.getByRole('link', { name: 'Қазақша' }).click();
  await expect(page).toHaveURL(/\/kz\/games\/dice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk-KZ');

  const cookie = (await context.cookies()).find((entry) => entry.name === 'language');
  expect(cookie?.value).toBe('kz');
  expect(cookie?.path).toBe('/');
  // 365 days, give or take the seconds the test took.
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await openLanguages(page, 'Тілді ауыстыру');
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/games\/dice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
});

test('pages announce their translations to search engines', async ({ page }) => {
  await page.goto('/en/faq');
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href')!).pathname,
      ]),
    );
  expect(alternates).toEqual(
    expect.arrayContaining([
      ['ru-RU', '/faq'],
      ['en-US', '/en/faq'],
      ['kk-KZ', '/kz/faq'],
      ['x-default', '/faq'],
    ]),
  );
});

test('the support-chat button sits 20 px from the bottom and right edges', async ({ page }) => {
  await page.goto('/en/bonuses');
  const box = await page.getByTestId('support-chat-button').boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(viewport.width - (box!.x + box!.width))).toBe(20);
  expect(Math.round(viewport.height - (box!.y + box!.height))).toBe(20);
});

test('sitemap and robots are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('/kz/games/dice');
  expect(xml).toContain('hreflang="kk-KZ"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap:');
});

test('the API answers at /api/health', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
