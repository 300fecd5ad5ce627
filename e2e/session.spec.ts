import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const newEmail = () => `e2e-${randomBytes(6).toString('hex')}@example.test`;
const newIp = () => `10.${randomBytes(3).join('.')}`;

/** The six-digit code of the newest message the dev outbox holds for an address. */
async function latestCode(request: APIRequestContext, to: string, after = 0) {
  let code: string | undefined;
  await expect(async () => {
    const { data } = await (await request.get(`/api/dev/outbox?to=${to}`)).json();
    const newest = data.find((message: { id: number }) => message.id > after);
    code = newest?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

async function newestOutboxId(request: APIRequestContext, to: string) {
  const { data } = await (await request.get(`/api/dev/outbox?to=${to}`)).json();
  return (data[0]?.id as number | undefined) ?? 0;
}

async function logInWithPassword(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // A profile page opens the Login modal by itself for a guest.
  if (!(await dialog.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  }
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test(
  'a player registers, confirms the e-mail, logs out and in, changes and resets the password',
  { tag: '@cluster' },
  async ({ page, request, context, consoleErrors }) => {
    test.setTimeout(120_000);
    const email = newEmail();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
    await page.goto('/en');

    // Register by e-mail.
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const register = page.getByRole('dialog', { name: 'Sign up' });
    await register.getByLabel('E-mail').fill(email);
    await register.getByLabel('Password', { exact: true }).fill('first-password-1');
    await register.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await register.getByRole('button', { name: 'Create an account' }).click();

    // The confirmation code from the dev outbox.
    const confirm = page.getByRole('dialog', { name: 'Confirm your contact' });
    await expect(confirm).toBeVisible();
    await confirm.getByLabel('Confirmation code').fill(await latestCode(request, email));
    await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(confirm).toBeHidden();
    const tokenCookie = (await context.cookies()).find((cookie) => cookie.name === 'bearerToken');
    expect(tokenCookie?.path).toBe('/');
    expect(((tokenCookie?.expires ?? 0) - Date.now() / 1000) / 86400).toBeGreaterThan(29);

    // Out, and in again with the password.
    await logOut(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'bearerToken')).toBe(false);
    await logInWithPassword(page, email, 'first-password-1');

    // Change the password on the profile's access page.
    await page.goto('/en/profile/access');
    await page.getByLabel('Current password').fill('first-password-1');
    await page.getByLabel('New password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Repeat the password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The password is changed')).toBeVisible();
    await logOut(page);

    // Forgot it: reset by e-mail code.
    const before = await newestOutboxId(request, email);
    await page.goto('/en/password/reset');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.getByLabel('Confirmation code').fill(await latestCode(request, email, before));
    await page.getByRole('button', { name: 'Confirm the code' }).click();
    await page.getByLabel('New password', { exact: true }).fill('third-password-3');
    await page.getByLabel('Repeat the password').fill('third-password-3');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await logOut(page);
    // Signed out on a profile page: the Login modal offers itself.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await logInWithPassword(page, email, 'third-password-3');

    // Switch language: the profile keeps it, so a reload stays in Kazakh.
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('link', { name: 'Қазақша' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk-KZ');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk-KZ');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Профиль' })).toBeVisible();
    const profile = await request.get('/api/profile/user', {
      headers: {
        authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'bearerToken')?.value}`,
      },
    });
    expect((await profile.json()).user.locale).toBe('kz');
    expect(consoleErrors.filter((line) => !/status of 4\d\d/.test(line))).toEqual([]);
  },
);
