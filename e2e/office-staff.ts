import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures';
import { OPERATOR_TOKEN } from './players';

/** The back office's members in e2e: the first admin, signing in with TOTP, the navigation. */

export const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** The code an authenticator app would show now for the key the page shows. */
export const codeFor = (key: string) =>
  new TOTP({
    secret: Secret.fromBase32(key.replace(/\s+/g, '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();

/** The first admin, made the way the e2e server allows (`POST /api/dev/staff`). */
export async function firstAdmin(request: APIRequestContext) {
  const email = `e2e-admin-${randomBytes(5).toString('hex')}@example.test`;
  const answer = await request.post('/api/dev/staff', {
    data: { email, name: 'E2E Admin', role: 'admin' },
  });
  expect(answer.status()).toBe(201);
  return { email, password: (await answer.json()).password as string };
}

/**
 * Signs in for the first time: password, then the enrolment (a wrong code first, refused on its
 * field when `tryWrong`), then the recovery codes, acknowledged.
 */
export async function signInAndEnrol(
  page: Page,
  { email, password }: { email: string; password: string },
  { tryWrong = false } = {},
) {
  await page.goto('/en/office/sign-in');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = await page.getByLabel('Key for entering by hand').inputValue();
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const code = page.getByLabel('Code from the app');
  if (tryWrong) {
    await code.fill(codeFor(key) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Check the highlighted fields.' }),
    ).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/The code is wrong/);
  }
  await code.fill(codeFor(key));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  const onward = page.getByRole('button', { name: 'Continue to the office' });
  await expect(onward).toBeDisabled();
  await page.getByRole('checkbox', { name: /saved the recovery codes/ }).check();
  await onward.click();
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Office sections' });
