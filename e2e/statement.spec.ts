import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositedPlayer, logIn, newIp, OPERATOR_TOKEN, spinOnce } from './players';

/**
 * Issue 32: the statement explains the balance. A player takes a deposit bonus and plays every
 * product once (dice, crash, a room, a slot, a sports bet sold back, the VIP rakeback, a
 * tournament prize); then the statement's running balance must equal the header, to the kopeck,
 * in both accounts. The bets go through the API (each product's own specs play them through
 * the page); the statement and the header are read as the player sees them.
 */

type Headers = Record<string, string>;
const key = () => randomBytes(12).toString('hex');

/** Kopecks of an amount as the page shows it in English: "RUB 1,234.56", "+RUB 5.00", "-RUB 1.00". */
function kopecks(text: string) {
  const digits = text.replace(/[^0-9.]/g, '');
  const value = Math.round(Number(digits) * 100);
  return /^\s*[-\u2212]/.test(text) ? -value : value;
}

async function post(request: APIRequestContext, path: string, headers: Headers, data: object) {
  const answer = await request.post(path, { headers, data });
  return { status: answer.status(), json: await answer.json().catch(() => null) };
}

/** A tournament on in-house turnover that only this player joins: its one prize is theirs. */
async function tournamentPrize(request: APIRequestContext, headers: Headers) {
  const name = `E2E statement ${randomBytes(3).toString('hex')}`;
  const now = Date.now();
  const created = await post(
    request,
    '/api/operator/tournaments',
    { authorization: `Bearer ${OPERATOR_TOKEN}` },
    {
      name: { ru: name, en: name, kz: name },
      rules: { ru: 'Оборот.', en: 'Turnover.', kz: 'Айналым.' },
      starts_at: new Date(now + 2_000).toISOString(),
      ends_at: new Date(now + 40_000).toISOString(),
      registration: 'opt_in',
      products: ['in_house'],
      scoring: 'turnover',
      min_bet: { RUB: 0.01 },
      pool: { mode: 'fixed', amount: 100 },
      prizes: [{ from: 1, to: 1, share_bp: 10_000, kind: 'real' }],
    },
  );
  expect(created.status).toBe(201);
  const id = created.json.data.id as number;
  const joined = await post(request, `/api/tournaments/${id}/join`, headers, {});
  expect(joined.status).toBe(201);
  // The scoring job opens it within a tick of its start: only bets from then count.
  await expect
    .poll(async () => (await (await request.get(`/api/tournaments/${id}`)).json()).data.status, {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe('active');
  return id;
}

/** A pre-match single on the first bettable outcome, sold back at the house's quote. */
async function sportsBetSold(request: APIRequestContext, headers: Headers) {
  let ticket: string | null = null;
  await expect(async () => {
    const { events } = await (await request.get('/api/sports/events?live=0')).json();
    const event = events.find(
      (candidate: { main_market: { status: string; outcomes: { active: boolean }[] } | null }) =>
        candidate.main_market?.status === 'active' &&
        candidate.main_market.outcomes.some((outcome) => outcome.active),
    );
    expect(event).toBeTruthy();
    const market = event.main_market;
    const outcome = market.outcomes.find((candidate: { active: boolean }) => candidate.active);
    const placed = await post(request, '/api/sports/tickets', headers, {
      key: key(),
      kind: 'single',
      stake: 50,
      odds_policy: 'any',
      legs: [
        {
          event_id: event.id,
          type_id: market.type_id,
          spec_key: market.spec_key,
          outcome_id: outcome.id,
          odds: outcome.odds,
        },
      ],
    });
    expect(placed.status).toBe(201);
    ticket = placed.json.ticket.id;
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  await expect(async () => {
    const quote = await post(request, `/api/sports/tickets/${ticket}/cashout-quote`, headers, {});
    expect(quote.status).toBe(200);
    const sold = await post(request, `/api/sports/tickets/${ticket}/cashout`, headers, {
      quote_id: quote.json.quote_id,
    });
    expect(sold.status).toBe(200);
  }).toPass({ timeout: 30_000, intervals: [2_000] });
}

/** The figures of the header's balance: the whole, then real and bonus money apart. */
async function headerFigures(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Balance/ }).click();
  const panel = banner.getByRole('region', { name: 'Real and bonus money' });
  await expect(panel).toBeVisible();
  const figure = async (name: string) =>
    kopecks(
      (await panel
        .locator('dl > div')
        .filter({ hasText: name })
        .locator('dd')
        .first()
        .textContent()) ?? '',
    );
  const figures = { real: await figure('Real money'), bonus: await figure('Bonus money') };
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return figures;
}

/**
 * The statement of the account on show: its balance now, and the check that its rows (newest
 * first, all on the first page) each step from the row below by their amount, from nothing.
 */
async function statementBalance(statement: Locator) {
  const now = statement.getByText(/^Balance now: /);
  await expect(now).toBeVisible();
  const rows = statement.locator('tbody tr');
  const cells = await rows.evaluateAll((found) =>
    found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  expect(cells.length).toBeGreaterThan(0);
  // One page holds them all: no pager to walk.
  expect(await statement.getByRole('navigation').count()).toBe(0);
  let below = 0;
  for (const [, , amount, balance] of [...cells].reverse()) {
    expect(kopecks(balance!)).toBe(below + kopecks(amount!));
    below = kopecks(balance!);
  }
  expect(kopecks((await now.textContent()) ?? '')).toBe(below);
  return { balance: below, reasons: cells.map((row) => row[1] ?? '') };
}

test('after every product once, the statement explains the header to the kopeck, in real and bonus money', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const ip = newIp();
  // 5,000 deposited with the welcome bonus: 100 %, so 5,000 of bonus money beside it.
  const { email, headers } = await depositedPlayer(request, ip, 'statement', { bonus: true });
  const tournament = await tournamentPrize(request, headers);

  // Dice: a stake of 1,234 (real money goes first) passes VIP level 2 and counts in the
  // tournament; under 90 wins nine times in ten.
  const dice = await post(request, '/api/api/v2/games/dice/bet', headers, {
    key: key(),
    amount: 1234,
    target: 90,
    direction: 'under',
  });
  expect(dice.status).toBe(200);
  // Crash: a bet that cashes itself out at 1.50× or is lost.
  const crash = await post(request, '/api/api/v2/games/crash/bet', headers, {
    key: key(),
    amount: 10,
    auto_cash_out: 1.5,
  });
  expect(crash.status).toBe(201);
  // A room: the stake waits for the round's draw (alone, it is returned after 5 minutes). The
  // purple room: rooms.spec.ts plays the red one and needs it empty, and the two run at once.
  const room = await post(request, '/api/api/v2/games/rooms/purple/bet', headers, {
    key: key(),
    amount: 50,
  });
  expect(room.status).toBe(201);
  await sportsBetSold(request, headers);

  // A slot spin, for real money, in the page.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/en/games/slots/sandbox-fruits');
  await logIn(page, email);
  await page.goto('/en/games/slots/sandbox-fruits/play');
  await spinOnce(page.frameLocator('iframe[title="Sandbox Fruits"]'));

  // The VIP scorer takes settled bets every 10 s: then the rakeback can be claimed.
  await expect
    .poll(async () => (await post(request, '/api/api/v2/vip/rakeback/claim', headers, {})).status, {
      timeout: 90_000,
      intervals: [5_000],
    })
    .toBe(200);
  // The crash bet's round is over, and the tournament paid its prize (40 s, then 30 s of grace).
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/api/v2/games/crash/my-bets', { headers })).json()).bets
          ?.length,
      { timeout: 120_000, intervals: [3_000] },
    )
    .toBe(0);
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          '/api/api/v2/billing/statement?account=real&product=tournaments',
          { headers },
        );
        return (await answer.json()).total;
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(1);

  await page.goto('/en/profile/history');
  const header = await headerFigures(page);
  const statement = page.getByRole('region', { name: 'Statement' });
  const real = await statementBalance(statement);
  expect(real.balance).toBe(header.real);
  // Every product left its rows: each reason cell ends with its product's name.
  for (const product of [
    'Deposits and payouts',
    'Our games',
    'Crash',
    'Rooms',
    'Slots and live casino',
    'Sports',
    'VIP club',
    'Tournaments',
  ]) {
    expect(
      real.reasons.some((shown) => shown.endsWith(product)),
      product,
    ).toBe(true);
  }
  for (const reason of ['Rakeback', 'VIP level-up reward', 'Tournament prize']) {
    expect(
      real.reasons.some((shown) => shown.startsWith(reason)),
      reason,
    ).toBe(true);
  }
  // The prize's row leads to the tournament, over now, with the player first and paid.
  await statement.getByRole('link', { name: 'Tournament prize' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/tournament/${tournament}$`));
  await expect(page.getByText('The tournament is over')).toBeVisible();
  const board = page.getByRole('region', { name: /Leaderboard/ });
  await expect(board.getByRole('row').filter({ hasText: '(you)' })).toContainText(/RUB\s?100\.00/);
  const listed = await request.get('/api/operator/tournaments', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
  });
  expect(
    (await listed.json()).data.find((row: { id: number }) => row.id === tournament),
  ).toMatchObject({
    status: 'finished',
    results: [{ place: 1, amount: 100, currency: 'RUB' }],
  });
  await page.goBack();

  await statement.getByRole('radio', { name: 'Bonus money' }).click();
  await expect(statement.getByText('Bonus credited')).toBeVisible();
  const bonus = await statementBalance(statement);
  expect(bonus.balance).toBe(header.bonus);
  expect(bonus.balance).toBe(500_000);
  // And the profile the API answers agrees with both.
  const { user } = await (await request.get('/api/profile/user', { headers })).json();
  expect(Math.round(user.balance * 100)).toBe(real.balance);
  expect(Math.round(user.bonus_balance * 100)).toBe(bonus.balance);
});
