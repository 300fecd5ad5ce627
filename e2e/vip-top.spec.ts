import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { balanceOf, depositedPlayer, logIn, newIp } from './players';

/**
 * A stake no other spec uses, with kopecks of its own: the top list's row of this attempt's win
 * shows it, not a win of an earlier attempt (a retry, or an earlier run on the same database).
 */
const KOPECKS = randomInt(1, 100);
const STAKE = `1234.${String(KOPECKS).padStart(2, '0')}`;
const STAKE_SHOWN = new RegExp(`RUB\\s?1,234\\.${String(KOPECKS).padStart(2, '0')} →`);

test('a player\u2019s dice wins reach the top list; the stakes raise the VIP level and the rakeback is claimed once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const ip = newIp();
  const { email, headers } = await depositedPlayer(request, ip, 'vip');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/dice');
  await logIn(page, email);

  // Roll under 90 (a 90 % chance) until a win: each roll stakes 1,234 at a 1 % house edge, 1,234
  // VIP points, past level 2's 1,000.
  await page.getByLabel('Bet, RUB').fill(STAKE);
  await page.getByRole('radio', { name: 'Roll under' }).click();
  await page.getByRole('spinbutton', { name: 'Target' }).fill('90');
  // The status tells the last roll; the history lists one entry per roll.
  const outcome = page.getByRole('status').filter({ hasText: /Rolled \d+(\.\d+)?: / });
  const history = page.getByRole('list', { name: 'Your last rolls' }).getByRole('listitem');
  let won = false;
  for (let rolls = 1; rolls <= 4 && !won; rolls++) {
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(history).toHaveCount(rolls, { timeout: 15_000 });
    won = /you won/.test((await outcome.textContent()) ?? '');
  }
  expect(won).toBe(true);

  // The VIP scorer takes bets 10 s after they settle, every 10 s.
  await page.goto('/en/vip-club');
  const standing = page.getByRole('region', { name: 'Your level' });
  await expect(async () => {
    await page.reload();
    await expect(standing.getByText('Level 2', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(page.getByText('Level-up bonus').first()).toBeVisible();

  const before = await balanceOf(request, headers);
  const claim = page.getByRole('button', { name: 'Claim rakeback' });
  await claim.click();
  await expect(page.getByText(/Rakeback paid to your balance/)).toBeVisible();
  const after = await balanceOf(request, headers);
  expect(after).toBeGreaterThan(before);
  // Claimed once: a second claim through the API finds nothing.
  const again = await request.post('/api/api/v2/vip/rakeback/claim', { headers, data: {} });
  expect(again.status()).toBe(409);
  expect(await balanceOf(request, headers)).toBe(after);

  // The top list is computed every minute: the win's row shows its own stake.
  await page.goto('/en/top');
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Biggest wins' }).getByText(STAKE_SHOWN),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
});
