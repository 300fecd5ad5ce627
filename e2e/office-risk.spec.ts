import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';
import { newIp } from './players';
import { captchaToken } from './captcha';

/**
 * Issue 36's "decide a KYC review": two players are paid to the same card, so the second is
 * flagged as a duplicate account with its evidence; an admin finds the flag in the risk queue by
 * the player's number, clears it with a reason, and the queue and the audit trail say so.
 */

const CARD = '4111 1111 1111 1111';

/** A RUB player with 1,000 ₽ from staff, who asks for a 300 ₽ payout to CARD. */
async function paidToTheCard(request: APIRequestContext) {
  const ip = newIp();
  const email = `e2e-risk-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: {
      email,
      password: 'risk-password-1',
      currency: 'RUB',
      captcha: await captchaToken(request, 'register'),
    },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const userId = (await (await request.get('/api/profile/user', { headers })).json()).user
    .id as number;
  const funded = await request.post('/api/operator/wallet/adjustments', {
    headers: operator,
    data: {
      key: `e2e-risk-${userId}`,
      user_id: userId,
      currency: 'RUB',
      amount: 1000,
      direction: 'credit',
      kind: 'real',
      reason: 'e2e risk',
    },
  });
  expect(funded.status()).toBe(201);
  const data = await (await request.get('/api/api/v2/billing/data', { headers })).json();
  const card = data.payouts.methods.find((method: { type: string }) => method.type === 'card');
  const asked = await request.post('/api/api/v2/billing/payout', {
    headers: { ...headers, 'idempotency-key': randomBytes(16).toString('hex') },
    data: { hash: card.hash, amount: 300, details: { card_number: CARD } },
  });
  expect(asked.status()).toBeLessThan(300);
  return userId;
}

test('an admin clears a duplicate-account flag with a reason, and the trail keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await paidToTheCard(request);
  const flagged = await paidToTheCard(request);
  const queue = await request.get(`/api/operator/risk/flags?user_id=${flagged}`, {
    headers: operator,
  });
  const flags = (await queue.json()).flags as { id: number; kind: string }[];
  const duplicate = flags.find((flag) => flag.kind === 'duplicate_account');
  expect(duplicate).toBeDefined();

  const admin = await firstAdmin(request);
  await signInAndEnrol(page, admin);
  await nav(page).getByRole('link', { name: 'Risk' }).click();
  await page.getByLabel('Player number').fill(String(flagged));
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: `#${flagged}` })
    .first();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`flag #${duplicate!.id}$`) }).click();

  const dialog = page.getByRole('dialog', { name: `Decide flag #${duplicate!.id}` });
  await dialog.getByRole('radio', { name: 'Clear: nothing wrong' }).check();
  await dialog.getByLabel('Reason').fill('Family members sharing one card; documents checked');
  await dialog.getByRole('button', { name: 'Clear the flag' }).click();
  await expect(page.getByText(`Flag #${duplicate!.id} is cleared.`)).toBeVisible();

  const decided = await request.get(`/api/operator/risk/flags?user_id=${flagged}&status=cleared`, {
    headers: operator,
  });
  expect(
    ((await decided.json()).flags as { id: number; decision_reason: string }[]).find(
      (flag) => flag.id === duplicate!.id,
    )?.decision_reason,
  ).toBe('Family members sharing one card; documents checked');
});
