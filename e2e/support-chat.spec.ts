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

  test('opens the default widget in Russian, and tells it of each route change', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByTestId('support-chat-button').click();
    const chat = page.getByTestId('fake-support-chat');
    await expect(chat).toHaveAttribute('data-source', /\/e2e-chat\/default\.js$/);
    expect(await calls(page)).toEqual([
      expect.objectContaining({ name: 'init', userId: null, language: 'ru' }),
      expect.objectContaining({ name: 'open' }),
    ]);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Помощь и вопросы' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect
      .poll(async () => (await calls(page)).filter((call) => call.name === 'page'))
      .toEqual([expect.objectContaining({ name: 'page', path: '/faq' })]);
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
