import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp } from './players';
import { bettable, escapeRegExp, feedDriven, type EventView } from './sports-feed';

/**
 * Betting by keyboard alone (issue 42): from the odds just chosen to a placed express within 15
 * Tab presses, on a wide screen (the slip's column) and a phone's (its drawer); dice rolled
 * again and again without the focus leaving the roll button.
 */

/** Most Tab presses between the last chosen odds and a placed express. */
const TAB_BUDGET = 15;

const focused = async (target: Locator) =>
  (await target.count()) === 1 &&
  (await target.evaluate((node) => node === document.activeElement));

/** Tab as a player presses it, counted. */
function tabber(page: Page) {
  let presses = 0;
  return {
    get presses() {
      return presses;
    },
    /** Presses Tab until `target` has the focus, failing once past the budget. */
    async to(target: Locator) {
      while (!(await focused(target))) {
        expect(presses, 'Tab presses after the last selection').toBeLessThan(TAB_BUDGET);
        await page.keyboard.press('Tab');
        presses += 1;
      }
    },
  };
}

/** Pre-match events on the line with every main-market outcome open, as many as asked. */
async function onTheLine(page: Page, events: EventView[], count: number) {
  const rows: Locator[] = [];
  for (const event of events) {
    const row = page.getByRole('article', { name: `${event.home.en} — ${event.away.en}` });
    if ((await row.count()) === 1) rows.push(row);
    if (rows.length === count) return rows;
  }
  throw new Error(`fewer than ${count} open pre-match events on the line`);
}

for (const screen of [
  { name: 'wide', width: 1440, height: 1000 },
  { name: 'narrow', width: 390, height: 844 },
]) {
  test(`on a ${screen.name} screen (${screen.width} px) two selections become an express placed by keyboard within ${TAB_BUDGET} Tab presses`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await feedDriven(request);
    const ip = newIp();
    const { email } = await depositedPlayer(request, ip, 'keyboard-sports');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto('/en/betting');
    // Logged in at the default size: the phone's header keeps the profile link in its menu.
    await logIn(page, email);
    await page.setViewportSize({ width: screen.width, height: screen.height });

    await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    const rows = await onTheLine(page, await bettable(request, false), 2);

    // Two selections from two matches: each odds button reached directly, pressed with Enter.
    let last: Locator | null = null;
    for (const row of rows) {
      const match = (await row.getAttribute('aria-label'))!;
      const odds = row
        .getByRole('button', { name: new RegExp(`^.+ \\d+\\.\\d+, ${escapeRegExp(match)}, `) })
        .first();
      await odds.focus();
      await page.keyboard.press('Enter');
      await expect(odds).toHaveAttribute('aria-pressed', 'true');
      await expect(odds).toBeFocused();
      last = row;
    }
    await expect(
      page.getByRole('status').filter({ hasText: /^Added to the bet slip: .+2 selections\.$/ }),
    ).toBeAttached();

    // From here on, the keyboard only.
    const tab = tabber(page);
    await tab.to(last!.getByRole('button', { name: 'Go to bet slip (2)' }));
    await page.keyboard.press('Enter');
    const slip =
      screen.name === 'wide'
        ? page.getByRole('complementary', { name: 'Bet slip' })
        : page.getByRole('dialog', { name: 'Bet slip' });
    const single = slip.getByRole('radio', { name: 'Single' });
    await expect(single).toBeVisible();

    await tab.to(single);
    await page.keyboard.press('ArrowRight');
    await expect(slip.getByRole('radio', { name: 'Express' })).toBeFocused();
    await expect(slip.getByRole('radio', { name: 'Express' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await tab.to(slip.getByLabel('Stake', { exact: true }));
    await page.keyboard.type('50');

    // Prices move on the simulated feed: a change to accept swaps the button, the focus goes
    // with it, and Enter accepts, then places.
    const action = slip.getByRole('button', { name: /^(Place bet|Accept changes)$/ });
    let ticket: { kind: string } | null = null;
    for (let attempt = 0; attempt < 6 && !ticket; attempt += 1) {
      await tab.to(action);
      if ((await action.textContent()) === 'Accept changes') {
        await page.keyboard.press('Enter');
        continue;
      }
      const answered = page
        .waitForResponse(
          (response) =>
            response.request().method() === 'POST' && response.url().endsWith('/sports/tickets'),
          { timeout: 10_000 },
        )
        .catch(() => null);
      await page.keyboard.press('Enter');
      const response = await answered;
      if (response?.status() === 201) ticket = (await response.json()).ticket;
    }
    expect(ticket).toMatchObject({ kind: 'express' });
    expect(tab.presses).toBeLessThanOrEqual(TAB_BUDGET);

    // The slip emptied; its ticket has the focus, not the page's body.
    await expect(page.locator(':focus')).toHaveText(/Bet accepted/);
    await expect(slip.getByRole('status')).toHaveText('Bet accepted');
    expect(consoleErrors).toEqual([]);
  });
}

test('dice rolls three times by keyboard and the focus stays on the roll button', async ({
  page,
  request,
}) => {
  const ip = newIp();
  const { email } = await depositedPlayer(request, ip, 'keyboard-dice');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/dice');
  await logIn(page, email);

  const board = page.getByRole('form', { name: 'Dice bet' });
  const roll = board.getByRole('button', { name: /^(Roll|Rolling…)$/ });
  const rolls = board.getByRole('list', { name: 'Your last rolls' }).getByRole('listitem');
  await roll.focus();
  for (const [count, key] of [
    [1, 'Enter'],
    [2, 'Space'],
    [3, 'Enter'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(rolls).toHaveCount(count);
    await expect(board.getByRole('status')).toHaveText(
      /^Rolled [\d.]+: (you won|no win this time)/,
    );
    await expect(roll).toHaveText('Roll');
    await expect(roll).toBeFocused();
  }
});
