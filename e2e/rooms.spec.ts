import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceOf, depositedPlayer, logIn, newIp } from './players';

const STAKE = 10;
/** Two stakes of 10: the winner is paid the pot less 5 %. */
const PAYOUT = 19;

/**
 * A fresh RUB player with 5,000 from a sandbox deposit (`e2e/players.ts`), in a
 * browser context of their own address, signed in on the red room.
 */
async function playerInRoom(browser: Browser) {
  const ip = newIp();
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const request = context.request;
  const { email, headers } = await depositedPlayer(request, ip, 'rooms');
  const page = await context.newPage();
  await page.goto('/en/games/rooms/red');
  await logIn(page, email);
  await expect(page.getByRole('banner').getByLabel('Balance')).toHaveText(/5,000/);
  return { context, page, balance: () => balanceOf(request, headers) };
}

async function stake(page: Page) {
  await page.getByLabel('Bet, RUB').fill(String(STAKE));
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.getByText(/Your stake in this round: RUB\s?10\.00/)).toBeVisible();
}

test('two players play a round of the red room; the winner is paid and the round checks on /fair', async ({
  browser,
}) => {
  // The countdown is 30 s, then the draw waits for the next crash round to end (up to ~60 s).
  test.setTimeout(180_000);
  const first = await playerInRoom(browser);
  const second = await playerInRoom(browser);
  try {
    await stake(first.page);
    await expect(first.page.getByText('Waiting for a second player')).toBeVisible();
    await stake(second.page);

    for (const { page } of [first, second]) {
      await expect(page.getByText('Bets close in')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('row', { name: /^You RUB\s?10\.00 50%$/ })).toBeVisible();
    }

    // Both see the draw and its one winner.
    const won = /won RUB\s?19\.00/;
    for (const { page } of [first, second]) {
      await expect(page.getByRole('region', { name: /^Draw of round #\d+$/ })).toBeVisible({
        timeout: 45_000,
      });
      await expect(page.getByText(won, { exact: false }).first()).toBeVisible({
        timeout: 100_000,
      });
    }
    const firstWon = await first.page
      .getByText(/^You won RUB\s?19\.00!$/)
      .first()
      .isVisible();
    const [winner, loser] = firstWon ? [first, second] : [second, first];
    await expect(loser.page.getByText(/^You won/)).toHaveCount(0);
    await expect(loser.page.getByText('Your tickets did not win this time.')).toBeVisible();

    // The money moved: the winner has the pot less the commission, the loser lost the stake.
    await expect.poll(winner.balance).toBe(5000 - STAKE + PAYOUT);
    await expect.poll(loser.balance).toBe(5000 - STAKE);

    // The round checks on /fair: the same winning ticket and the same bet of the table.
    const draw = winner.page.getByRole('region', { name: /^Draw of round #\d+$/ });
    const ticket = (await draw.getByText(/^Winning ticket \d+ of 2000\.$/).textContent())!.match(
      /Winning ticket (\d+)/,
    )![1]!;
    await draw.getByRole('link', { name: /^Verify round #\d+$/ }).click();
    await expect(winner.page).toHaveURL(/\/fair\?room_round=\d+/);
    const result = winner.page.getByRole('status').filter({ hasText: 'Winning ticket' });
    await expect(result.getByText('It matches the hash shown when the round opened.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(result.locator('dd').nth(2)).toHaveText(ticket);
    await expect(result).toContainText(
      `The winner is bet ${winner === first ? 1 : 2} of the table`,
    );
  } finally {
    await first.context.close();
    await second.context.close();
  }
});
