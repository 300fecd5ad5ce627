import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { firstAdmin, nav, operator, signInAndEnrol } from './office-staff';

/**
 * Issue 36's Sportsbook trading: an admin opens Sportsbook, sees the simulated feed's producers,
 * finds an upcoming match of the feed, suspends a total with a reason (it shows held) and settles
 * another total by hand (no ticket rides on it, so under FOUR_EYES_THRESHOLD it settles at once).
 * The match is one far down the schedule and the markets totals, so the sportsbook's own spec,
 * which bets on the soonest matches' main markets, never meets them.
 */

type TradingEvent = { id: string; home: { en: string }; away: { en: string }; tickets: number };
type TradingMarket = {
  type_id: number;
  spec_key: string;
  specifiers: Record<string, string>;
  status: string;
  held_by_operator: boolean;
  settlement: string;
  outcomes: { id: string; odds: string | null; active: boolean; exposure: unknown[] }[];
};

/** Waits until this process drives the simulated feed and its matches are announced. */
async function feedDriven(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const state = await (await request.get('/api/dev/sports/feed')).json();
        return state.driving && state.upcoming > 0;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
}

async function marketsOf(request: APIRequestContext, eventId: string) {
  const answer = await request.get(
    `/api/operator/sports/events/${encodeURIComponent(eventId)}/markets`,
    { headers: operator },
  );
  expect(answer.status()).toBe(200);
  return (await answer.json()).markets as TradingMarket[];
}

/** Totals open for bets with every outcome priced and nothing riding on them. */
const quietTotals = (markets: TradingMarket[]) =>
  markets.filter(
    (market) =>
      market.type_id === 18 &&
      market.status === 'active' &&
      market.outcomes.length > 0 &&
      market.outcomes.every(
        (outcome) => outcome.active && outcome.odds && outcome.exposure.length === 0,
      ),
  );

/** The upcoming football match kicking off last on the first page, and two of its quiet totals. */
async function quietMatch(request: APIRequestContext) {
  const answer = await request.get(
    '/api/operator/sports/events?status=upcoming&sport=football&limit=100',
    { headers: operator },
  );
  expect(answer.status()).toBe(200);
  const events = ((await answer.json()).events as TradingEvent[]).filter(
    (event) => event.tickets === 0,
  );
  for (const event of events.reverse()) {
    const totals = quietTotals(await marketsOf(request, event.id));
    if (totals.length >= 2) return { event, suspend: totals.at(-1)!, settle: totals.at(-2)! };
  }
  throw new Error('no upcoming football match with two quiet totals');
}

test('an admin suspends a market with a reason and settles another on the trading desk', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await feedDriven(request);
  const { event, suspend, settle } = await quietMatch(request);
  const match = `${event.home.en} — ${event.away.en}`;
  const suspendName = `Total (${suspend.specifiers.total})`;
  const settleName = `Total (${settle.specifiers.total})`;

  const admin = await firstAdmin(request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAndEnrol(page, admin);
  await nav(page).getByRole('link', { name: 'Sportsbook' }).click();
  await expect(page.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();

  // The feed's producers, the simulated feed's live and pre-match ones.
  const feed = page.getByRole('region', { name: 'Feed health' });
  await expect(feed.getByText('Live producer')).toBeVisible();
  await expect(feed.getByText('Pre-match producer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live events' })).toBeVisible();

  // The match among the upcoming ones.
  await page
    .getByRole('group', { name: 'Which events' })
    .getByRole('button', { name: 'Upcoming' })
    .click();
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible();
  await page.getByLabel('Sport', { exact: true }).selectOption({ label: 'Football' });
  await page.getByLabel('Team, tournament or event id').fill(event.id);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/status=upcoming&sport=football&q=/);
  await page.screenshot({ path: 'test-results/office-trading-desk-1440.png', fullPage: true });
  await page.getByRole('link', { name: match, exact: true }).click();
  await expect(page.getByRole('heading', { name: match, level: 1 })).toBeVisible();

  // Suspended with a reason: held by staff whatever the feed says.
  const suspended = page.getByRole('region', { name: suspendName, exact: true });
  await suspended.getByRole('button', { name: `Suspend ${suspendName}` }).click();
  const suspendDialog = page.getByRole('dialog', { name: `Suspend ${suspendName}` });
  await suspendDialog.getByLabel('Reason').fill('Suspicious betting pattern on the line');
  await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(`${suspendName} is suspended.`)).toBeVisible();
  await expect(suspended.getByText('Held by staff')).toBeVisible();
  await expect(suspended.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(suspended.getByRole('button', { name: `Reopen ${suspendName}` })).toBeVisible();

  // Settled by hand: over wins, under loses; nothing rides on it, so it settles at once.
  const settled = page.getByRole('region', { name: settleName, exact: true });
  await settled.getByRole('button', { name: `Settle ${settleName}` }).click();
  const settleDialog = page.getByRole('dialog', { name: `Settle ${settleName}` });
  await expect(settleDialog.getByText('No open ticket rides on it.')).toBeVisible();
  await settleDialog.getByLabel(`Over ${settle.specifiers.total}`).selectOption({ label: 'Won' });
  await settleDialog.getByLabel(`Under ${settle.specifiers.total}`).selectOption({ label: 'Lost' });
  await settleDialog.getByLabel('Reason').fill('Result confirmed by the match report');
  await settleDialog.getByRole('button', { name: 'Settle' }).click();
  await expect(page.getByText(`${settleName} is settled: no ticket to pay.`)).toBeVisible();
  await expect(settled.getByText('Settled', { exact: true })).toBeVisible();
  await expect(settled.getByText('Result: confirmed')).toBeVisible();
  await page.screenshot({ path: 'test-results/office-trading-1440.png', fullPage: true });

  // The API says the same.
  const after = await marketsOf(request, event.id);
  const key = (market: TradingMarket) => `${market.type_id}/${market.spec_key}`;
  expect(after.find((market) => key(market) === key(suspend))).toMatchObject({
    held_by_operator: true,
    status: 'suspended',
  });
  expect(after.find((market) => key(market) === key(settle))).toMatchObject({
    status: 'settled',
    settlement: 'confirmed',
  });
});
