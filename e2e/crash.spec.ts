import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp } from './players';

/** A signed-in player on the crash page, in a browser context of their own. */
async function crashPlayer(browser: Browser, request: Parameters<typeof depositedPlayer>[0]) {
  const ip = newIp();
  const { email } = await depositedPlayer(request, ip, 'crash');
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  const page = await context.newPage();
  await page.goto('/en/games/crash');
  await logIn(page, email);
  return page;
}

/** Whether `step` settles without failing. */
const succeeds = (step: Promise<unknown>) =>
  step.then(
    () => true,
    () => false,
  );

const action = (page: Page) =>
  page.getByRole('button', {
    name: /^(Place bet|Bet on the next round|Cash out|Take the bet back)/,
  });

test(
  'two players ride one crash round: one cashes out and the other sees it; the round checks out on /fair',
  { tag: '@cluster' },
  async ({ browser, request }) => {
    test.setTimeout(480_000);
    const [rider, watcher] = [
      await crashPlayer(browser, request),
      await crashPlayer(browser, request),
    ];

    // The watcher's page notes the moment its players table shows the rider's cash-out beside the
    // watcher's own bet, both pushed by the stream. A flag, not a later look: a round that crashes
    // just after 1.01× clears the table within seconds.
    await watcher.evaluate(() => {
      const observer = new MutationObserver(() => {
        const table = document.querySelector('table');
        if (
          table?.querySelector('tr[data-status="cashed"]') &&
          table.querySelector('tr[data-mine="true"]')
        ) {
          // Once: the flag is itself a mutation the observer would see.
          observer.disconnect();
          document.body.dataset.sawCashOut = 'true';
        }
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    const watcherSaw = () =>
      succeeds(expect(watcher.locator('body')).toHaveAttribute('data-saw-cash-out', 'true'));

    // Each round they both bet; the rider cashes out as soon as the round lets them (1.01×). A
    // round that crashes at 1.00× (2 % of rounds) lets nobody out: they try the next one.
    let cashedOut = false;
    for (let attempt = 0; attempt < 4 && !(cashedOut && (await watcherSaw())); attempt += 1) {
      // Both bet at once, so both bets land in one round (a round that starts between two
      // clicks one after the other would put the second bet in the next one).
      await Promise.all(
        [rider, watcher].map((page) =>
          expect(action(page)).toHaveText(/^(Place bet|Bet on the next round)$/, {
            timeout: 90_000,
          }),
        ),
      );
      await Promise.all([rider, watcher].map((page) => action(page).click()));
      for (const page of [rider, watcher]) {
        // The bet is in: it can be taken back until the round starts, cashed out once it runs (on
        // a loaded machine the page may first show it running).
        await expect(action(page)).toHaveText(/^(Take the bet back|Cash out)/);
      }
      // The round starts: the rider's button turns into the cash-out, unless the round crashed
      // before the page showed it running (a bust under about 1.05× lasts a few frames); then it
      // offers the next bet at once. A bet placed while a round runs waits for that round to end:
      // one that reaches 100× runs 77 s.
      await expect(action(rider)).not.toHaveText('Take the bet back', { timeout: 120_000 });
      const cashOut = action(rider).filter({ hasText: /^Cash out/ });
      // The round may also crash between the look and the click: then the button is gone.
      if (!(await succeeds(cashOut.click({ timeout: 5_000 })))) continue;
      // Out or not, the button offers the next bet; the line under it says which it was (an
      // earlier attempt's line can only say "crashed").
      await expect(action(rider)).toHaveText(/^(Place bet|Bet on the next round)$/, {
        timeout: 30_000,
      });
      cashedOut = await succeeds(
        expect(rider.getByText(/You cashed out/)).toBeVisible({ timeout: 5_000 }),
      );
    }
    expect(cashedOut).toBe(true);
    expect(await watcherSaw()).toBe(true);

    // Once the round is over, its point in the history strip opens its check on /fair.
    const history = rider.getByRole('list', { name: /Last rounds/ });
    const latest = history.getByRole('link').first();
    await expect(latest).toBeVisible({ timeout: 60_000 });
    // Its text and address read at once, then that very point clicked: a round that ends between
    // two looks puts another point first.
    const { href, text } = await latest.evaluate((link) => ({
      href: link.getAttribute('href') ?? '',
      text: link.textContent ?? '',
    }));
    const point = text.replace(/^void\s*/, '').trim();
    await history.locator(`a[href="${href}"]`).click();
    await expect(rider).toHaveURL(/\/fair\?crash_hash=[0-9a-f]{64}/);
    const verifier = rider.getByRole('region', { name: 'Check a crash round' });
    await expect(verifier.getByLabel('Salt')).not.toHaveValue('', { timeout: 15_000 });
    await verifier.getByRole('button', { name: 'Check' }).click();
    await expect(verifier.getByRole('heading', { name: `Crash point: ${point}` })).toBeVisible();
    await expect(verifier.getByText(/^Game #\d+ of the published chain/)).toBeVisible({
      timeout: 30_000,
    });
  },
);
