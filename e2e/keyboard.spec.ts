import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { captchaToken } from './captcha';
import { expect, test } from './fixtures';
import { newIp } from './players';

const PASSWORD = 'keyboard-password-1';

/** An English-speaking player registered through the API; answers the e-mail. */
async function registeredPlayer(request: APIRequestContext) {
  const email = `e2e-keys-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': newIp() },
    data: {
      email,
      password: PASSWORD,
      currency: 'RUB',
      locale: 'en',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `limit`. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} not reached in ${limit} presses of Tab`);
}

/** The texts of the elements an input's `aria-describedby` names, and whether each is in a dialog. */
function descriptions(input: Locator) {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => {
      const description = document.getElementById(id);
      return {
        text: description?.textContent ?? null,
        inDialog: Boolean(description?.closest('dialog[open]')),
      };
    }),
  );
}

// Issue 42: a refusal in a modal dialog must reach a screen reader (the page behind the dialog,
// toasts included, is inert), and signing in must not drop the focus to the page's body.
test('by keyboard alone: a wrong password is heard on its field, then signing in keeps the focus', async ({
  page,
  request,
}) => {
  const email = await registeredPlayer(request);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  await page.goto('/en');

  const banner = page.getByRole('banner');
  const logIn = banner.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await tabTo(page, logIn, 40);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  const login = dialog.getByLabel('E-mail');
  await tabTo(page, login, 10);
  await page.keyboard.type(email);
  const password = dialog.getByLabel('Password', { exact: true });
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('not-the-password-1');
  await page.keyboard.press('Enter');

  // The field is invalid and described by the refusal, inside the dialog; the focus stayed on
  // it, so the dialog's alert says the refusal too (a screen reader does not read a field's new
  // description while it keeps the focus).
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Wrong login or password');
  expect(await descriptions(password)).toContainEqual({
    text: 'Wrong login or password',
    inDialog: true,
  });
  await expect(dialog.getByRole('alert')).toHaveText('Wrong login or password');
  await expect(password).toBeFocused();
  await expect(login).not.toHaveAttribute('aria-invalid', 'true');

  // The right password, typed over the wrong one.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // "Log in" is gone: the focus went to the balance that replaced it, not to the page's body.
  const balance = banner.getByRole('button', { name: /^Balance/ });
  await expect(balance).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
