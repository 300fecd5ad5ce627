import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp, spinOnce } from './players';

/**
 * Player protection (issue 34), as a player meets it: a daily deposit limit refuses the next
 * deposit with what is left; a raise waits 24 hours (a test clock moves the player's protection
 * forward, `POST /api/dev/protection/travel`) and then asks for confirmation; a reality check
 * stops a slot with its dialog over the game; a self-exclusion signs the player out and leaves
 * neither play nor deposits, only the page that explains it and the payout.
 */

const travel = (request: APIRequestContext, email: string, hours: number) =>
  request.post('/api/dev/protection/travel', { data: { email, hours } });

const depositGroup = (page: Page) => page.getByRole('group', { name: 'Deposit limit' });

test('a daily deposit limit refuses the next deposit with what is left; a raise waits 24 hours, then is confirmed', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const ip = newIp();
  // 5,000 ₽ paid in today already: the limit is set after it, and counts it.
  const { email, headers } = await depositedPlayer(request, ip, 'limits');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, email);
  await page.goto('/en/profile/responsible');

  const daily = depositGroup(page);
  const dayAmount = daily.getByRole('textbox', { name: 'Per 24 hours' });
  await dayAmount.fill('6000');
  await daily.getByRole('button', { name: /^Set \(Deposit limit, Per 24 hours\)/ }).click();
  await expect(daily.getByText(/Limit: .*6,000/)).toBeVisible();
  await expect(daily.getByText(/Used .*5,000.*1,000.* left/)).toBeVisible();

  // The next deposit over what is left: refused in the deposit window, with the amount left.
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const payIn = page.getByRole('dialog', { name: 'Deposit' });
  await payIn.getByRole('radio', { name: /Bank card/ }).check();
  await payIn.getByLabel('Amount', { exact: true }).fill('1500');
  const bonus = payIn.getByRole('checkbox', { name: /Take the bonus/ });
  if (await bonus.isVisible()) await bonus.uncheck();
  await payIn.getByRole('button', { name: 'Continue' }).click();
  await expect(payIn.getByText(/Your daily deposit limit allows .*1,000.* more/)).toBeVisible();
  await payIn.getByRole('button', { name: 'Close' }).click();

  // Lower it at once to 1,000 ₽, then ask to raise it: it waits, with its countdown.
  await dayAmount.fill('1000');
  await expect(dayAmount).toHaveValue('1000');
  await daily.getByRole('button', { name: /^Change \(Deposit limit, Per 24 hours\)/ }).click();
  await expect(daily.getByText(/Limit: .*1,000/)).toBeVisible();
  await expect(dayAmount).toHaveValue('');
  await dayAmount.fill('2000');
  await expect(dayAmount).toHaveValue('2000');
  await daily.getByRole('button', { name: /^Change \(Deposit limit, Per 24 hours\)/ }).click();
  await expect(daily.getByText(/Raise to .*2,000.* waiting/)).toBeVisible();
  await expect(daily.getByText(/You can confirm it in/)).toBeVisible();
  const confirm = daily.getByRole('button', { name: /^Confirm/ });
  await expect(confirm).toBeDisabled();
  const refused = await request.post('/api/api/v2/billing/deposit', {
    headers,
    data: { hash: 'any', amount: 500 },
  });
  expect(refused.status()).toBe(422);

  // A day later (the test clock), the raise can be confirmed; the deposits of the day are gone.
  expect((await travel(request, email, 24)).status()).toBe(200);
  await page.reload();
  await expect(depositGroup(page).getByText('You can confirm it now.')).toBeVisible();
  await depositGroup(page)
    .getByRole('button', { name: /^Confirm/ })
    .click();
  await expect(depositGroup(page).getByText(/Limit: .*2,000/)).toBeVisible();
  await expect(depositGroup(page).getByText(/Raise to/)).toBeHidden();
  // The refused deposit's 422 is the browser's only complaint.
  expect(consoleErrors.filter((line) => !line.includes('status of 422'))).toEqual([]);
});

test('a reality check stops the slot with its dialog over the game until the player answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'reality');
  const set = await request.put('/api/protection/reality-check', {
    headers,
    data: { minutes: 15 },
  });
  expect(set.status()).toBe(200);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/slots/sandbox-fruits/play');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).click();
  await logIn(page, email);
  const frame = page.frameLocator('iframe[title="Sandbox Fruits"]');
  await spinOnce(frame);

  // Fifteen minutes on (the test clock): the dialog covers the game, and the wallet refuses bets.
  expect((await travel(request, email, 1)).status()).toBe(200);
  await page.reload();
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 20_000 });
  await expect(check.getByText('Staked')).toBeVisible();
  await expect(check.getByText('Bets wait until you answer.')).toBeVisible();
  const dice = await request.post('/api/api/v2/games/dice/bet', {
    headers,
    data: { key: `reality-${Date.now()}`, amount: 1, target: 50, direction: 'under' },
  });
  expect([dice.status(), (await dice.json()).error]).toEqual([409, 'reality_check_due']);

  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await spinOnce(frame);
});

test('a self-excluded player is signed out, and signed in again can neither play nor deposit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const ip = newIp();
  const { email } = await depositedPlayer(request, ip, 'exclusion');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, email);
  await page.goto('/en/profile/responsible');

  const exclusion = page.getByRole('group', { name: 'How long' }).nth(1);
  await exclusion.getByRole('radio', { name: '6 months' }).check();
  await page
    .getByRole('checkbox', { name: /I understand that the self-exclusion starts now/ })
    .check();
  await page.getByRole('button', { name: 'Exclude myself' }).click();
  const confirm = page.getByRole('dialog', { name: /Exclude yourself for 6 months\?/ });
  await confirm.getByRole('button', { name: 'Exclude me' }).click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });

  // Signing in again (from the home page: the profile's own page asks to log in by itself)
  // shows the break, not the games; bets and deposits are refused.
  await page.goto('/en');
  await logIn(page, email);
  await expect(page.getByText(/You have excluded yourself until/).first()).toBeVisible({
    timeout: 15_000,
  });
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'bearerToken');
  const headers = { authorization: `Bearer ${decodeURIComponent(cookie!.value)}` };
  const bet = await request.post('/api/api/v2/games/dice/bet', {
    headers,
    data: { key: `excluded-${Date.now()}`, amount: 1, target: 50, direction: 'under' },
  });
  expect([bet.status(), (await bet.json()).error]).toEqual([403, 'account_self_excluded']);

  await banner.getByRole('button', { name: 'Deposit' }).click();
  const payIn = page.getByRole('dialog', { name: 'Deposit' });
  await expect(payIn.getByText(/deposits are paused, payouts still work/)).toBeVisible();
});
