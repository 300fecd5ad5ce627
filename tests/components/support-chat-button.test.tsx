import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { SupportChatButton } from '@/components/layout/support-chat-button';
import { forgetClientConfig } from '@/lib/api/client-config';
import { SUPPORT_CHAT_PAGE_DELAY_MS } from '@/lib/constants/support-chat';
import { supportChatScript } from '@/lib/support-chat/widget';
import { server } from '../msw/server';
import { navigation } from '../support/navigation-mock';
import { renderWithProviders } from '../support/render';

/** The fake widget the e2e tests serve, run here as the browser would run its script. */
const FAKE_WIDGET = readFileSync(
  path.join(__dirname, '../fixtures/support-chat-widget.js'),
  'utf8',
);
const DEFAULT_SCRIPT = 'https://chat.example/widget.js';
const KZ_SCRIPT = 'https://chat-kz.example/widget.js';

type FakeWidget = { calls: { name: string; userId?: string | null; language?: string }[] };
const fakeWidget = () => (window as unknown as { SupportChat?: FakeWidget }).SupportChat;

/** Scripts the page added: a URL in `failing` fails to load, any other runs the fake widget. */
function interceptScripts(failing: string[] = []) {
  const added: string[] = [];
  const original = document.head.append.bind(document.head);
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) {
        original(node);
        continue;
      }
      added.push(node.src);
      setTimeout(() => {
        if (failing.includes(node.src)) {
          node.dispatchEvent(new Event('error'));
          return;
        }
        window.eval(FAKE_WIDGET);
        node.dispatchEvent(new Event('load'));
      }, 0);
    }
  });
  return added;
}

function configure(scripts: { default: string | null; kz: string | null }, country = 'RU') {
  server.use(
    http.get('*/api/client_config', () =>
      HttpResponse.json({
        analytics: { key: null, consent_required: true },
        support_chat: { script_url: scripts.default, script_url_kz: scripts.kz },
      }),
    ),
    http.get('*/api/geo_ip', () =>
      HttpResponse.json({ data: { ip: '203.0.113.9', country_code: country, region: 'RU' } }),
    ),
  );
}

beforeEach(() => {
  forgetClientConfig();
  delete (window as unknown as { SupportChat?: unknown }).SupportChat;
  document.querySelector('[data-testid="fake-support-chat"]')?.remove();
  navigation.set('/en');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('SupportChatButton', () => {
  it('sits 20 px from the bottom and right edges and toggles the support panel without a widget', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportChatButton />, { locale: 'kz' });
    const button = screen.getByRole('button', { name: 'Қолдау чатын ашу' });
    // The offset the stylesheet places it at, from the bottom and right edges (jsdom applies no
    // CSS module: e2e/support-chat.spec.ts measures the placed button).
    expect(button.parentElement?.style.getPropertyValue('--chat-offset')).toBe('20px');

    await user.click(button);
    expect(await screen.findByRole('region', { name: 'Қолдау' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Қолдау қызметіне жазу' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Қолдау чатын жабу' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('starts a configured widget once the page has loaded, before any press, and tells it of the page', async () => {
    // A script of its own: one already loaded on this page is not loaded again.
    const script = 'https://chat.example/after-load.js';
    configure({ default: script, kz: KZ_SCRIPT });
    const added = interceptScripts();
    renderWithProviders(<SupportChatButton />, { locale: 'en' });
    await waitFor(() =>
      expect(fakeWidget()?.calls.map((call) => call.name)).toEqual(['init', 'page']),
    );
    expect(added).toEqual([script]);
    expect(fakeWidget()!.calls[0]).toMatchObject({ userId: null, language: 'en' });
  });

  it('loads the default widget, starts it with the language and no player, and opens it', async () => {
    configure({ default: DEFAULT_SCRIPT, kz: KZ_SCRIPT });
    const added = interceptScripts();
    const user = userEvent.setup();
    renderWithProviders(<SupportChatButton />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    await waitFor(() => expect(fakeWidget()?.calls.map((call) => call.name)).toContain('open'));
    expect(fakeWidget()!.calls.map((call) => call.name)).toEqual(['init', 'page', 'open']);
    expect(added).toEqual([DEFAULT_SCRIPT]);
    expect(fakeWidget()!.calls[0]).toMatchObject({ userId: null, language: 'en' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('loads the Kazakhstan widget for the kz locale and for a visitor in KZ', async () => {
    configure({ default: DEFAULT_SCRIPT, kz: KZ_SCRIPT }, 'KZ');
    const added = interceptScripts();
    const user = userEvent.setup();
    renderWithProviders(<SupportChatButton />, { locale: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Открыть чат поддержки' }));
    await waitFor(() => expect(added).toEqual([KZ_SCRIPT]));

    expect(supportChatScript({ default: 'd', kz: 'k' }, { locale: 'kz', country: 'RU' })).toBe('k');
    expect(supportChatScript({ default: 'd', kz: 'k' }, { locale: 'ru', country: 'kz' })).toBe('k');
    expect(supportChatScript({ default: 'd', kz: 'k' }, { locale: 'en', country: null })).toBe('d');
    expect(supportChatScript({ default: 'd', kz: null }, { locale: 'kz', country: 'KZ' })).toBe(
      'd',
    );
    expect(supportChatScript({ default: null, kz: null }, { locale: 'kz', country: 'KZ' })).toBe(
      null,
    );
  });

  it('tells the widget of each route change 250 ms after it', async () => {
    // A script of its own: one already loaded on this page is not loaded again.
    configure({ default: 'https://chat.example/pages.js', kz: null });
    interceptScripts();
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<SupportChatButton />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    await waitFor(() => expect(fakeWidget()?.calls).toHaveLength(3));

    jest.useFakeTimers();
    navigation.set('/en/faq');
    rerender(<SupportChatButton />);
    act(() => jest.advanceTimersByTime(SUPPORT_CHAT_PAGE_DELAY_MS - 1));
    expect(fakeWidget()!.calls.map((call) => call.name)).toEqual(['init', 'page', 'open']);
    act(() => jest.advanceTimersByTime(1));
    expect(fakeWidget()!.calls.map((call) => call.name)).toEqual(['init', 'page', 'open', 'page']);
  });

  it('falls back to the support panel when the widget script fails to load', async () => {
    const broken = 'https://chat.example/broken.js';
    configure({ default: broken, kz: null });
    interceptScripts([broken]);
    const user = userEvent.setup();
    renderWithProviders(<SupportChatButton />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    expect(await screen.findByRole('region', { name: 'Support' })).toBeInTheDocument();
    expect(fakeWidget()).toBeUndefined();
  });
});
