import { LOCALES, expect, localized, test } from './fixtures';

const MESSAGES = {
  ru: 'Страница не найдена: /no/such/page',
  en: 'Page not found: /no/such/page',
  kz: 'Бет табылмады: /no/such/page',
};

for (const { locale, prefix, lang } of LOCALES) {
  test(`unmatched route answers 404 in ${locale}`, async ({ page }) => {
    const response = await page.goto(localized(prefix, '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText(MESSAGES[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('an unknown tournament status is a 404', async ({ page }) => {
  const response = await page.goto('/en/tournaments/someday');
  expect(response?.status()).toBe(404);
});
