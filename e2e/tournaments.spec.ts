import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { OPERATOR_TOKEN, depositedPlayer, logIn, newIp, spinOnce } from './players';

test('a player joins a tournament, plays dice and a slot, and watches the board move', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const ip = newIp();
  const { email } = await depositedPlayer(request, ip, 'tour');
  const name = `E2E turnover race ${randomBytes(3).toString('hex')}`;
  const now = Date.now();
  // Opt-in: only this player joins it, so the one prize is theirs.
  const created = await request.post('/api/operator/tournaments', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: {
      name: { ru: name, en: name, kz: name },
      rules: { ru: 'Оборот.', en: 'Turnover.', kz: 'Айналым.' },
      starts_at: new Date(now + 5_000).toISOString(),
      // Long enough for this test's steps on a loaded machine; nobody here waits for its end.
      ends_at: new Date(now + 180_000).toISOString(),
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
  // Its end, the prize and the finished page: e2e/statement.spec.ts, whose tournament ends sooner.
});

test('an unknown tournament is a 404 page with a way back to the list', async ({ page }) => {
  const response = await page.goto('/en/tournament/987654321');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
});
