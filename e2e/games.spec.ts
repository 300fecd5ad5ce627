import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PASSWORD = 'games-password-1';
const newIp = () => `10.${randomBytes(3).join('.')}`;

/**
 * A fresh RUB player with money from a sandbox deposit made the way the provider would: the
 * player opens an invoice, the sandbox checkout pays it (as the player: Pay wants the owner's
 * session or the checkout link's token), the signed webhook credits it.
 */
async function depositedPlayer(request: APIRequestContext, ip: string) {
  const email = `e2e-games-${randomBytes(6).toString('hex')}@example.test`;
  const registered = await request.post('/api/api/v2/auth/register/email', {
    headers: { 'x-forwarded-for': ip },
    data: { email, password: PASSWORD, currency: 'RUB' },
  });
  expect(registered.status()).toBe(201);
  const headers = { authorization: `Bearer ${(await registered.json()).token}` };
  const data = await (await request.get('/api/api/v2/billing/data', { headers })).json();
  const card = data.payments.methods.find((method: { type: string }) => method.type === 'card');
  const deposit = await request.post('/api/api/v2/billing/deposit', {
    headers,
    data: { hash: card.hash, amount: 5000 },
  });
  expect(deposit.status()).toBe(201);
  const { id } = await deposit.json();
  const paid = await request.post(`/api/payments/sandbox/invoices/${id}/pay`, {
    headers,
    data: {},
  });
  expect(paid.status()).toBe(200);
  return email;
}

async function logIn(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();
}

test('a player plays every in-house game once and verifies a dice roll on /fair', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ip = newIp();
  const email = await depositedPlayer(request, ip);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/dice');
  await logIn(page, email);
  await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(/5,000/);

  // Dice: the roll is what /fair recomputes at the end.
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const diceResult = page.getByText(/Rolled \d+(\.\d+)?: (you won|no win this time)/).first();
  await expect(diceResult).toBeVisible();
  const roll = (await diceResult.textContent())!.match(/Rolled ([\d.]+)/)![1]!;

  await page.goto('/en/games/coinflip');
  await page.getByRole('button', { name: 'Flip', exact: true }).click();
  await expect(page.getByText(/(Heads|Tails): (you won|no win this time)/).first()).toBeVisible();

  await page.goto('/en/games/roulette');
  await page.getByRole('button', { name: /^Red/ }).click();
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(page.getByText(/\d+ (red|black|green): /).first()).toBeVisible({ timeout: 10_000 });

  await page.goto('/en/games/keno');
  for (const number of ['3', '17', '29']) {
    await page.getByRole('button', { name: number, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByText(/\d+ of 3 hit/)).toBeVisible({ timeout: 10_000 });

  await page.goto('/en/games/cases/penny');
  await page.getByRole('button', { name: /^Open for/ }).click();
  await expect(page.getByText(/You got .+: /)).toBeVisible({ timeout: 15_000 });

  // Rotating reveals the server seed; the verifier recomputes the dice roll (nonce 0) in the
  // browser.
  await page.goto('/en/fair');
  await page.getByRole('button', { name: 'Rotate seeds' }).click();
  await expect(page.getByText('Revealed seed pair')).toBeVisible();
  await page
    .getByRole('link', { name: 'Check in the verifier' })
    .or(page.getByRole('button', { name: 'Check in the verifier' }))
    .click();
  const verifier = page.getByRole('region', { name: 'Verify a bet' }).or(page.locator('main'));
  await verifier.getByLabel('Game').selectOption('dice');
  await verifier.getByLabel('Nonce').fill('0');
  await verifier.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Roll ${roll} `, { exact: false })).toBeVisible();
  await expect(page.getByText('It matches the hash shown before the bet.')).toBeVisible();

  // The open-round games last: seeds cannot rotate while a round is open.
  await page.goto('/en/games/hilo');
  await page.getByRole('button', { name: 'Deal a card' }).click();
  await page.getByRole('button', { name: /^Skip the card/ }).click();
  await expect(
    page.getByRole('button', { name: /^Higher or same|^Lower or same/ }).first(),
  ).toBeVisible();

  await page.goto('/en/games/miner');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'Row 1, column 1: closed' }).click();
  await expect(page.getByRole('button', { name: /Row 1, column 1: (gem|mine)/ })).toBeVisible();
});
