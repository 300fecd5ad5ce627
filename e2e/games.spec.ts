import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp } from './players';

test(
  'a player plays every in-house game once and verifies a dice roll on /fair',
  { tag: '@cluster' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const ip = newIp();
    const { email } = await depositedPlayer(request, ip);
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
    await expect(page.getByText(/\d+ (red|black|green): /).first()).toBeVisible({
      timeout: 10_000,
    });

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
    // The tools load as the reader comes near them: the crash section follows them.
    await page
      .getByRole('heading', { name: 'Crash: one chain for every round' })
      .scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(page.getByText('Revealed seed pair')).toBeVisible();
    await page
      .getByRole('link', { name: 'Check in the verifier' })
      .or(page.getByRole('button', { name: 'Check in the verifier' }))
      .click();
    const verifier = page.getByRole('region', { name: 'Verify a bet' });
    await verifier.getByLabel('Game').selectOption('dice');
    await verifier.getByLabel('Nonce').fill('0');
    await verifier.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(`Roll ${roll} `, { exact: false })).toBeVisible();
    await expect(page.getByText('It matches the hash shown before the bet.')).toBeVisible();

    // The open-round games last: seeds cannot rotate while a round is open.
    await page.goto('/en/games/hilo');
    // The board must be live before it is used: a click on the server's HTML does nothing.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Deal a card' }).click();
    await page.getByRole('button', { name: /^Skip the card/ }).click();
    await expect(
      page.getByRole('button', { name: /^Higher or same|^Lower or same/ }).first(),
    ).toBeVisible();

    await page.goto('/en/games/miner');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Row 1, column 1: closed' }).click();
    await expect(page.getByRole('button', { name: /Row 1, column 1: (gem|mine)/ })).toBeVisible();
  },
);
