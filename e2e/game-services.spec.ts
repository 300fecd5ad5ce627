import { expect, test } from './fixtures';
import { balanceOf, depositedPlayer, logIn, newIp } from './players';

// No service worker: the bet must be the page's own request, as the browser sends it.
test.use({ serviceWorkers: 'block' });

/**
 * Dice on a port of its own (spec §7; DICE_API_PORT is the site's port + 1 in
 * playwright.config.ts): the page learns the base from `GET /client_config`, sends the bet there,
 * and the site server answers it with the API it runs. The page's policy and the API's CORS let
 * it through; the port serves dice alone.
 */
test('a dice bet goes to the dice service on its own port', async ({
  page,
  request,
  baseURL,
  violations,
}) => {
  test.setTimeout(90_000);
  const site = new URL(baseURL!);
  const diceApi = `${site.protocol}//${site.hostname}:${Number(site.port) + 1}/api`;

  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'services');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/dice');
  await logIn(page, email);
  await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(/5,000/);

  const sent = page.waitForRequest(
    (bet) => bet.method() === 'POST' && bet.url().endsWith('/api/v2/games/dice/bet'),
  );
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const bet = await sent;
  expect(bet.url()).toBe(`${diceApi}/api/v2/games/dice/bet`);
  const answered = await bet.response();
  expect(answered?.status()).toBe(200);
  const { amount, payout } = (await answered!.json()) as { amount: number; payout: number };
  await expect(
    page.getByText(/Rolled \d+(\.\d+)?: (you won|no win this time)/).first(),
  ).toBeVisible();
  // The stake left the wallet and the payout came in: the bet was the dice service's to settle.
  expect(amount).toBeGreaterThan(0);
  const balance = await balanceOf(request, headers);
  expect(balance).not.toBe(5000);
  expect(balance).toBeCloseTo(5000 - amount + payout, 2);

  // The port is the dice service's alone: its probe answers, the rest of the API does not.
  expect((await request.get(`${diceApi}/health`)).status()).toBe(200);
  const elsewhere = await request.get(`${diceApi}/profile/user`, { headers });
  expect(elsewhere.status()).toBe(404);
  expect(violations).toEqual([]);
});
