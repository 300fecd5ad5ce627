import { randomBytes } from 'node:crypto';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { captchaToken } from './captcha';

const PASSWORD = 'games-password-1';

/** The operator API's token of the e2e server (playwright.config.ts). */
export const OPERATOR_TOKEN =
  process.env.E2E_OPERATOR_TOKEN || 'e2e-operator-token-0123456789abcdef';

/** An address of its own per player, so no two share a rate limit. */
export const newIp = () => `10.${randomBytes(3).join('.')}`;

/**
 * A fresh RUB player with money from a sandbox deposit (5,000 unless `amount` says) made the way the provider would:
 * the player opens an invoice, the sandbox checkout pays it (as the player: Pay wants the owner's
 * session or the checkout link's token), the signed webhook credits it. With `bonus`, the deposit
 * takes the welcome bonus it qualifies for.
 */
export async function depositedPlayer(
  request: APIRequestContext,
  ip: string,
  prefix = 'games',
  { bonus = false, amount = 5000 } = {},
) {
  const email = `e2e-${prefix}-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: {
      email,
      password: PASSWORD,
      currency: 'RUB',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const data = await (await request.get('/api/api/v2/billing/data', { headers })).json();
  const card = data.payments.methods.find((method: { type: string }) => method.type === 'card');
  const deposit = await request.post('/api/api/v2/billing/deposit', {
    headers,
    data: { hash: card.hash, amount, ...(bonus ? { bonus: true } : {}) },
  });
  expect(deposit.status()).toBe(201);
  const { id } = await deposit.json();
  const paid = await request.post(`/api/payments/sandbox/invoices/${id}/pay`, {
    headers,
    data: {},
  });
  expect(paid.status()).toBe(200);
  return { email, headers };
}

/** The player's real balance, from the profile. */
export async function balanceOf(request: APIRequestContext, headers: Record<string, string>) {
  const answer = await request.get('/api/profile/user', { headers });
  expect(answer.status()).toBe(200);
  return (await answer.json()).user.balance as number;
}

export async function logIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  // Logging in takes a few requests (session, profile, wallets): on a loaded machine over 5 s.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible({
    timeout: 15_000,
  });
}

/** One spin of the sandbox slot in the page's iframe, answered when the round is announced. */
export async function spinOnce(frame: FrameLocator) {
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect(
    frame.getByRole('status').filter({ hasText: /You won|No win this time/ }),
  ).toBeVisible({ timeout: 15_000 });
}
