import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstAdmin, nav, signInAndEnrol } from './office-staff';
import { newIp } from './players';
import { captchaToken } from './captcha';

/**
 * Issue 36's "deposits and invoices with their provider events": a player deposits through the
 * sandbox (the checkout's Pay sends the provider's signed callback); an admin finds the deposit
 * by the player's number, opens it and reads the provider's events and the ledger's transfers.
 */

/** A RUB player who pays a 4,321 ₽ card deposit in the sandbox: who they are and the invoice. */
async function playerWhoDeposits(request: APIRequestContext) {
  const ip = newIp();
  const email = `e2e-deposits-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: {
      email,
      password: 'deposits-password-1',
      currency: 'RUB',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const userId = (await (await request.get('/api/profile/user', { headers })).json()).user
    .id as number;
  const data = await (await request.get('/api/api/v2/billing/data', { headers })).json();
  const card = data.payments.methods.find((method: { type: string }) => method.type === 'card');
  const deposit = await request.post('/api/api/v2/billing/deposit', {
    headers,
    data: { hash: card.hash, amount: 4321 },
  });
  expect(deposit.status()).toBe(201);
  const { id } = (await deposit.json()) as { id: string };
  const paid = await request.post(`/api/payments/sandbox/invoices/${id}/pay`, {
    headers,
    data: {},
  });
  expect(paid.status()).toBe(200);
  return { userId, email, id };
}

test('an admin finds a player\u2019s deposit and reads the provider\u2019s events', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { userId, email, id } = await playerWhoDeposits(request);
  const short = id.slice(0, 8);

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);
  await nav(page).getByRole('link', { name: 'Deposits' }).click();
  await expect(page.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Deposit filters' });
  await filters.getByLabel('Player number').fill(String(userId));
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`user_id=${userId}`));
  const row = page.getByRole('row').filter({ hasText: `#${userId}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid')).toBeVisible();
  await expect(row.getByText(/4[,\s\u00a0\u202f]?321\.00/)).toBeVisible();
  await row.getByRole('link', { name: `Open deposit ${short}` }).click();

  await expect(page.getByRole('heading', { name: `Deposit ${short}`, level: 1 })).toBeVisible();
  const events = page.getByRole('list', { name: 'Provider events, in the order they happened' });
  await expect(events.getByRole('listitem')).toHaveCount(2);
  await expect(events.getByRole('listitem').first()).toContainText('Invoice opened');
  const callback = events.getByRole('listitem').nth(1);
  await expect(callback).toContainText("Provider's callback");
  await expect(callback).toContainText('Signature verified');
  await expect(callback).toContainText(id);
  const transfers = page.getByRole('table', { name: "The deposit's ledger transfers" });
  await expect(transfers.getByText('Held while awaiting payment')).toBeVisible();
  await expect(transfers.getByText('Credited to the player')).toBeVisible();
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'office-deposits-1440.png'),
    fullPage: true,
  });

  // The player's own page is one click away.
  await page.getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(new RegExp(`/office/players/${userId}$`));
});
