import { expect, test } from './fixtures';

test('?login=1 opens the Login modal and leaves the address', async ({ page, consoleErrors }) => {
  await page.goto('/en/games/dice?login=1&utm_source=mail');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/games\/dice\?utm_source=mail$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('?signup=1 opens Register and ?deposit=1 opens PayIn', async ({ page }) => {
  await page.goto('/en?signup=1');
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);

  await page.goto('/kz/faq?deposit=1');
  await expect(page.getByRole('dialog', { name: 'Толықтыру' })).toBeVisible();
  await expect(page).toHaveURL(/\/kz\/faq$/);
});

test('header buttons open the modals and focus stays inside', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
