import { randomBytes } from 'node:crypto';
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OPERATOR_TOKEN, balanceOf, depositedPlayer, logIn, newIp } from './players';

/** The game in the page's iframe. */
const game = (page: Page, name: string): FrameLocator =>
  page.frameLocator(`iframe[title="${name}"]`);
const headerBalance = (page: Page) => page.getByRole('banner').getByLabel('Balance');

/** Spins until the round is announced; answers the announcement. */
async function spinOnce(frame: FrameLocator, button: 'Spin' | 'Free spin' = 'Spin') {
  const spin = frame.getByRole('button', { name: button, exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  const said = frame.getByRole('status').filter({ hasText: /You won|No win this time/ });
  await expect(said).toBeVisible({ timeout: 15_000 });
  return (await said.textContent()) ?? '';
}

test.beforeEach(async ({ page }) => {
  // Reels stop at once: the rounds are the same, the test waits less.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a guest filters the slots by studio and plays a demo', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Crawlers get the first page of games in the HTML.
  const html = await (await request.get('/en/games/slots')).text();
  expect(html).toContain('Sandbox Fruits');
  expect(html).toContain('Golden Steppe');
  await page.goto('/en/games/slots');
  await expect(page.getByRole('link', { name: 'Play: Golden Steppe' })).toBeVisible();
  await page.getByLabel('Provider').selectOption('arcada-originals');
  await expect(page.getByRole('link', { name: 'Play: Golden Steppe' })).toBeHidden();
  await page.getByRole('link', { name: 'Demo: Sandbox Fruits' }).click();

  await expect(page).toHaveURL(/\/en\/games\/slots\/sandbox-fruits\/demo$/);
  const frame = game(page, 'Sandbox Fruits');
  await expect(frame.getByText('Demo · virtual credits')).toBeVisible({ timeout: 20_000 });
  await spinOnce(frame);
  expect(consoleErrors).toEqual([]);
});

test(
  'a player plays the slot for real until a win, sees the balance and the round in the history',
  { tag: '@cluster' },
  async ({ page, request, consoleErrors }) => {
    test.setTimeout(180_000);
    const ip = newIp();
    const { email, headers } = await depositedPlayer(request, ip, 'casino');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto('/en/games/slots/sandbox-fruits/play');
    // A guest on /play gets the Login modal.
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: 'Close' })
      .click();
    await logIn(page, email);
    await expect(headerBalance(page)).toHaveText(/5[\s,.\u00a0\u202f]?000/);

    const frame = game(page, 'Sandbox Fruits');
    let said = '';
    for (let spins = 0; spins < 60 && !said.startsWith('You won'); spins++) {
      said = await spinOnce(frame);
    }
    expect(said).toMatch(/^You won/);
    // Every round moved money (a win can equal the stake, so the total alone proves nothing): the
    // history holds the rounds, and the header shows the wallet's balance without a reload.
    const profile = await request.get('/api/profile/user', { headers });
    const kopeks = String(Math.round((await profile.json()).user.total_balance * 100));
    await expect
      .poll(async () => ((await headerBalance(page).textContent()) ?? '').replace(/\D/g, ''))
      .toBe(kopeks);

    await page.goto('/en/profile/history');
    const casino = page.getByRole('region', { name: 'Slots and live casino' });
    await expect(casino.getByText('Sandbox Fruits').first()).toBeVisible({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  },
);

/** A real launch for a player through the API: the sandbox launch's id from its URL. */
async function launchThroughApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  slug: string,
) {
  const launched = await request.post('/api/casino/launch', { headers, data: { game: slug } });
  expect(launched.status()).toBe(200);
  return /\/sandbox-rgs\/play\/([\w-]+)$/.exec((await launched.json()).url)![1]!;
}

test('two players bet at the live table in the same round', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ip = newIp();
  const anna = await depositedPlayer(request, ip, 'live-a');
  const boris = await depositedPlayer(request, newIp(), 'live-b');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, anna.email);
  await page.goto('/en/games/live-casino/roulette-live/play');
  const frame = game(page, 'Roulette Live');

  // Wait for a round with at least 8 s of betting left, so both bets make it into it.
  await expect(frame.getByText(/Bets close in (1[0-5]|9|8) s/)).toBeVisible({ timeout: 30_000 });
  const launch = await launchThroughApi(request, boris.headers, 'roulette-live');
  const other = await request.post(`/api/sandbox-rgs/launches/${launch}/table/bets`, {
    data: { chips: [{ kind: 'black', amount: 1_000 }] },
  });
  expect((await other.json()).status).toBe('placed');

  await frame.getByRole('button', { name: /^Red/ }).click();
  await frame.getByRole('button', { name: 'Place bets' }).click();
  await expect(frame.getByText('Bet accepted. Good luck!')).toBeVisible();
  const bets = frame.getByRole('region', { name: 'Bets at the table' });
  await expect(bets.getByRole('listitem')).toHaveCount(2, { timeout: 5_000 });
  await expect(bets.getByText('You')).toBeVisible();
  await expect(bets.getByText(/^\d{2}\*\*\*$/)).toBeVisible();

  // The wheel stops, both bets are settled: red and black cannot both have won.
  await expect(frame.getByText('No more bets')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(
      async () =>
        (await balanceOf(request, anna.headers)) + (await balanceOf(request, boris.headers)),
      {
        timeout: 15_000,
      },
    )
    .not.toBe(10_000 - 20);
});

test('a free-spin grant is played out and its win goes to the bonus balance', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'free-spins');
  const id = (await (await request.get('/api/profile/user', { headers })).json()).user.id;
  const granted = await request.post('/api/operator/casino/free-spins', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: {
      key: `e2e-${randomBytes(6).toString('hex')}`,
      user_id: id,
      game: 'sandbox-fruits',
      rounds: 15,
      bet_value: 1,
      currency: 'RUB',
      expiration_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(granted.status()).toBe(201);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en');
  await logIn(page, email);
  await page.goto('/en/profile/bonuses');
  await expect(page.getByText('15 of 15 spins left')).toBeVisible();
  await page.getByRole('link', { name: 'Play', exact: true }).click();

  const frame = game(page, 'Sandbox Fruits');
  // Beside the game, the grant's rounds left, asked again after every round the game reports.
  const bar = page.getByTestId('free-spins-bar');
  await expect(bar).toHaveText('Free spins: 15 of 15 left');
  for (let round = 0; round < 15; round++) await spinOnce(frame, 'Free spin');
  await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
  await expect(bar).toContainText('Free spins played out');

  const grants = await (await request.get('/api/profile/freeSpins', { headers })).json();
  expect(grants.data[0]).toMatchObject({ rounds_left: 0, status: 'completed' });
  const profile = await (await request.get('/api/profile/user', { headers })).json();
  expect(grants.data[0].total_win).toBeGreaterThan(0);
  expect(profile.user.bonus_balance).toBe(grants.data[0].total_win);
  expect(profile.user.balance).toBe(5000);
});
