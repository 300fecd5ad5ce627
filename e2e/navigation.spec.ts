import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaToken } from './captcha';

const SECTIONS = ['Slots', 'Live casino', 'Sports', 'Tournaments', 'Bonuses', 'VIP club', 'Top'];

/** Signs a fresh English-speaking player in through the API and the token cookie a login sets. */
async function signIn(context: BrowserContext, page: Page) {
  const ip = `10.${randomBytes(3).join('.')}`;
  const registered = await page.request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: {
      email: `e2e-nav-${randomBytes(6).toString('hex')}@example.test`,
      password: 'navigation-password-1',
      currency: 'USD',
      locale: 'en',
      captcha: await captchaToken(page.request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = await registered.json();
  await context.addCookies([
    { name: 'bearerToken', value: token, url: new URL(page.url()).origin },
  ]);
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a signed-in player on a desktop sees every section in the header, VIP club and Top too', async ({
  context,
  page,
  consoleErrors,
}) => {
  await page.goto('/en');
  await signIn(context, page);
  await page.reload();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Profile' })).toBeVisible();
  const nav = banner.getByRole('navigation', { name: 'Main sections' });
  for (const name of SECTIONS) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu lists every section and is run from the keyboard', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/en/games/dice');
    expect(await scrollsSideways(page)).toBe(false);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main sections' })).toBeHidden();
    const button = banner.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const sections = menu.getByRole('navigation', { name: 'Sections' });
    for (const name of SECTIONS) {
      await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(
      menu.getByRole('navigation', { name: 'Our games' }).getByRole('link', { name: 'Dice' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: 'VIP club' }).click();
    await expect(page).toHaveURL(/\/en\/vip-club$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('a signed-in player’s header fits, and the menu holds the profile and logout', async ({
    context,
    page,
  }) => {
    await page.goto('/en');
    await signIn(context, page);
    await page.reload();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await banner.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
