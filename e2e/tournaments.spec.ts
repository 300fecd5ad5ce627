import { randomBytes } from 'node:crypto';
import type { FrameLocator } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, depositedPlayer, logIn, newIp } from './players';

const OPERATOR_TOKEN = process.env.E2E_OPERATOR_TOKEN || 'e2e-operator-token-0123456789abcdef';

/** One spin of the sandbox slot in the page's iframe, answered when the round is announced. */
async function spinOnce(frame: FrameLocator) {
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect(
    frame.getByRole('status').filter({ hasText: /You won|No win this time/ }),
  ).toBeVisible({ timeout: 15_000 });
}

test('a player joins a tournament, plays dice and a slot, watches the board move, and is paid the prize when it ends', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'tour');
  const name = `E2E turnover race ${randomBytes(3).toString('hex')}`;
  const now = Date.now();
  // Opt-in: only this player joins it, so the one prize is theirs.
  const created = await request.post('/api/operator/tournaments', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: {
      name: { ru: name, en: name, kz: name },
      rules: { ru: 'Оборот.', en: 'Turnover.', kz: 'Айналым.' },
      starts_at: new Date(now + 5_000).toISOString(),
      ends_at: new Date(now + 70_000).toISOString(),
      registration: 'opt_in',
      products: ['in_house', 'slots'],
      scoring: 'turnover',
      // The sandbox slot's smallest bet is a few kopecks.
      min_bet: { RUB: 0.01 },
      pool: { mode: 'fixed', amount: 1000 },
      prizes: [{ from: 1, to: 1, share_bp: 10_000, kind: 'real' }],
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto(`/en/tournament/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await logIn(page, email);
  // The scoring job starts it within seconds of its start.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Ends in').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  await page.getByRole('button', { name: 'Join the tournament' }).click();
  await expect(page.getByRole('button', { name: 'You are in this tournament' })).toBeVisible();
  const board = page.getByRole('region', { name: /Leaderboard/ });
  await expect(board.getByText('No scores yet', { exact: false })).toBeVisible();

  // The games in a second tab; the tournament's tab is not reloaded again.
  const games = await page.context().newPage();
  await games.emulateMedia({ reducedMotion: 'reduce' });
  await games.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await games.goto('/en/games/dice');
  await games.getByLabel('Bet, RUB').fill('100');
  await games.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(games.getByText(/Rolled \d+(\.\d+)?: /).first()).toBeVisible({ timeout: 15_000 });
  // The board moves live: the player's row, at 100 staked (the turnover in roubles).
  const mine = board.getByRole('row').filter({ hasText: '(you)' });
  await expect(mine).toContainText(/RUB\s?100\.00/, { timeout: 30_000 });

  await games.goto('/en/games/slots/sandbox-fruits/play');
  await spinOnce(games.frameLocator('iframe[title="Sandbox Fruits"]'));
  // A slot spin's stake is added to the same score.
  await expect(mine).not.toContainText(/RUB\s?100\.00/, { timeout: 30_000 });
  await games.close();
  await expect(page.getByText(/Your place: 1/)).toBeVisible({ timeout: 30_000 });

  const before = await balanceOf(request, headers);
  // It ends 70 s after it was made, is finalised 30 s later, then pays place 1 the whole pool.
  await expect
    .poll(async () => (await balanceOf(request, headers)) - before, {
      timeout: 120_000,
      intervals: [5_000],
    })
    .toBe(1000);
  await page.reload();
  await expect(page.getByText('The tournament is over')).toBeVisible();
  await expect(mine).toContainText(/1,000/);

  const listed = await request.get('/api/operator/tournaments', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  const tournament = (await listed.json()).data.find((row: { id: number }) => row.id === id);
  expect(tournament).toMatchObject({
    status: 'finished',
    results: [{ place: 1, amount: 1000, currency: 'RUB' }],
  });
});

test('an unknown tournament is a 404 page with a way back to the list', async ({ page }) => {
  const response = await page.goto('/en/tournament/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
});
