import { browserSettings, FAKE_WIDGET } from './analytics-support';
import { expect, test } from './fixtures';

const SCRIPTS = { script_url: '/e2e-chat/default.js', script_url_kz: '/e2e-chat/kz.js' };

type WidgetCall = { name: string; userId?: string | null; language?: string; path?: string };

test.describe('support chat widget (spec §1, §7, §9)', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await browserSettings(page, {
      support_chat: {
        script_url: `${baseURL}${SCRIPTS.script_url}`,
        script_url_kz: `${baseURL}${SCRIPTS.script_url_kz}`,
      },
    });
    await page.route('**/e2e-chat/*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }),
    );
  });

  const calls = (page: import('@playwright/test').Page) =>
    page.evaluate(
      () => (window as unknown as { SupportChat: { calls: WidgetCall[] } }).SupportChat.calls,
    );

  test('starts the default widget after the page in Russian, tells it of every page, and opens it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    // Loaded once the page is, before any press: the snippet hears of the page it started on.
    await expect
      .poll(() => page.evaluate(() => 'SupportChat' in window), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(async () => (await calls(page)).map((call) => call.name))
      .toEqual(['init', 'page']);
    expect((await calls(page))[0]).toMatchObject({ userId: null, language: 'ru' });
    expect((await calls(page))[1]).toMatchObject({ path: '/' });

    await page.getByTestId('support-chat-button').click();
    const chat = page.getByTestId('fake-support-chat');
    await expect(chat).toHaveAttribute('data-source', /\/e2e-chat\/default\.js$/);
    expect((await calls(page)).map((call) => call.name)).toEqual(['init', 'page', 'open']);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Помощь и вопросы' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect
      .poll(async () => (await calls(page)).filter((call) => call.name === 'page'))
      .toEqual([
        expect.objectContaining({ name: 'page', path: '/' }),
        expect.objectContaining({ name: 'page', path: '/faq' }),
      ]);
    expect(consoleErrors).toEqual([]);
  });

  test('opens the Kazakhstan widget on the kz site', async ({ page }) => {
    await page.goto('/kz');
    await page.getByTestId('support-chat-button').click();
    await expect(page.getByTestId('fake-support-chat')).toHaveAttribute(
      'data-source',
      /\/e2e-chat\/kz\.js$/,
    );
    expect((await calls(page))[0]).toMatchObject({ name: 'init', language: 'kz' });
  });

  test('falls back to the contacts panel when the widget script fails', async ({ page }) => {
    await page.route('**/e2e-chat/*.js', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/en');
    await page.getByTestId('support-chat-button').click();
    const panel = page.getByRole('region', { name: 'Support' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Write to support' })).toBeVisible();
    await expect(page.getByTestId('fake-support-chat')).toHaveCount(0);
  });
});

test('the support button sits 20 px from the corner, and on a phone crash page it keeps clear of the bet button', async ({
  page,
}) => {
  await page.goto('/en/faq');
  const button = page.getByTestId('support-chat-button');
  const viewport = page.viewportSize()!;
  const box = (await button.boundingBox())!;
  expect(Math.round(viewport.width - box.x - box.width)).toBe(20);
  expect(Math.round(viewport.height - box.y - box.height)).toBe(20);

  // At 390 × 844 the crash board's bet button is near the bottom: the chat button is a tab on
  // the right edge above it, and the two do not overlap.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/games/crash');
  const bet = page.getByRole('button', {
    name: /^(Place bet|Bet on the next round|Cash out|Take the bet back)/,
  });
  await expect(bet).toBeVisible();
  const tab = (await button.boundingBox())!;
  const action = (await bet.boundingBox())!;
  expect(Math.round(390 - tab.x - tab.width)).toBe(0);
  const overlaps =
    tab.x < action.x + action.width &&
    action.x < tab.x + tab.width &&
    tab.y < action.y + action.height &&
    action.y < tab.y + tab.height;
  expect(overlaps).toBe(false);
});
