import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AnalyticsConsentBanner } from '@/components/layout/analytics-consent-banner';
import { forgetClientConfig } from '@/lib/api/client-config';
import type { AnalyticsClient } from '@/lib/analytics/client';
import {
  ANALYTICS_CONSENT_KEY,
  analyticsConsent,
  reopenAnalyticsConsent,
  setAnalyticsConsent,
} from '@/lib/analytics/consent';
import { AnalyticsProvider } from '@/lib/analytics/context';
import {
  createPosthogAnalytics,
  type AnalyticsSettings,
  type PosthogLike,
} from '@/lib/analytics/posthog';
import { server } from '../msw/server';
import { renderWithProviders } from '../support/render';

/** A posthog-js stand-in recording what the site asks of it. */
function fakePosthog() {
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const posthog = {
    init: record('init'),
    capture: record('capture'),
    identify: record('identify'),
    reset: record('reset'),
    opt_in_capturing: record('opt_in_capturing'),
    opt_out_capturing: record('opt_out_capturing'),
  } as unknown as PosthogLike;
  const load = jest.fn(async () => posthog);
  const names = () => calls.map(([name]) => name);
  const captured = () => calls.filter(([name]) => name === 'capture').map(([, event]) => event);
  return { calls, load, names, captured };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function analyticsWith(settings: AnalyticsSettings | null) {
  const fake = fakePosthog();
  const client = createPosthogAnalytics({ settings: async () => settings, load: fake.load });
  return { client, ...fake };
}

beforeEach(() => window.localStorage.clear());

describe('posthog analytics under consent', () => {
  it('where consent is required, loads nothing and sends nothing before the opt-in', async () => {
    const required = analyticsWith({ key: 'phc_test', consentRequired: true });
    required.client.pageView('/en');
    required.client.capture('clicked');
    await settle();
    expect(analyticsConsent()).toBeNull();
    expect(required.load).not.toHaveBeenCalled();

    act(() => setAnalyticsConsent('granted'));
    await settle();
    expect(required.load).toHaveBeenCalledTimes(1);
    expect(required.calls[0]).toEqual([
      'init',
      'phc_test',
      expect.objectContaining({
        api_host: '/ingest',
        person_profiles: 'identified_only',
        request_batching: true,
        disable_compression: false,
        feature_flag_request_timeout_ms: 3000,
      }),
    ]);
    // What happened before the opt-in stays unsent.
    expect(required.captured()).toEqual([]);
    required.client.capture('after');
    await settle();
    expect(required.captured()).toEqual(['after']);
  });

  it('after an opt-out, stops capturing and sends nothing more', async () => {
    act(() => setAnalyticsConsent('granted'));
    const { client, names, captured } = analyticsWith({ key: 'phc_test', consentRequired: true });
    await settle();
    client.capture('first');
    await settle();
    act(() => setAnalyticsConsent('denied'));
    client.capture('second');
    client.pageView('/en/faq');
    await settle();
    expect(captured()).toEqual(['first']);
    expect(names()).toContain('opt_out_capturing');

    act(() => setAnalyticsConsent('granted'));
    client.capture('third');
    await settle();
    expect(captured()).toEqual(['first', 'third']);
  });

  it('with an opt-out remembered, never loads the library', async () => {
    act(() => setAnalyticsConsent('denied'));
    const { client, load } = analyticsWith({ key: 'phc_test', consentRequired: false });
    client.capture('ignored');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('where consent is not required, loads at once and sends what waited for the settings', async () => {
    let answer: (settings: AnalyticsSettings) => void = () => {};
    const fake = fakePosthog();
    const client = createPosthogAnalytics({
      settings: () => new Promise((resolve) => (answer = resolve)),
      load: fake.load,
    });
    client.capture('early');
    answer({ key: 'phc_test', consentRequired: false });
    await settle();
    expect(fake.captured()).toEqual(['early']);
  });

  it('without a key, loads nothing', async () => {
    act(() => setAnalyticsConsent('granted'));
    const { client, load } = analyticsWith({ key: null, consentRequired: false });
    client.capture('ignored');
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('identifies the signed-in player and resets after logout', async () => {
    act(() => setAnalyticsConsent('granted'));
    const { client, calls } = analyticsWith({ key: 'phc_test', consentRequired: true });
    client.identify('42');
    await settle();
    client.identify('42');
    client.reset();
    await settle();
    const identity = calls.filter(([name]) => name === 'identify' || name === 'reset');
    expect(identity[0]).toEqual(['identify', '42']);
    expect(identity.at(-1)).toEqual(['reset']);
  });
});

describe('AnalyticsConsentBanner', () => {
  const client: AnalyticsClient = {
    pageView: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    reset: jest.fn(),
  };
  function configure(key: string | null, required: boolean) {
    forgetClientConfig();
    server.use(
      http.get('*/api/client_config', () =>
        HttpResponse.json({
          analytics: { key, consent_required: required },
          support_chat: { script_url: null, script_url_kz: null },
        }),
      ),
    );
  }
  const banner = (locale: 'ru' | 'en' | 'kz' = 'en') =>
    renderWithProviders(
      <AnalyticsProvider client={client}>
        <AnalyticsConsentBanner />
      </AnalyticsProvider>,
      { locale },
    );

  it('asks before any choice, remembers an opt-in, and comes back from the footer', async () => {
    configure('phc_test', true);
    const user = userEvent.setup();
    banner('ru');
    const region = await screen.findByRole('region', { name: 'Аналитика' });
    expect(region).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Разрешить' }));
    expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(client.pageView).toHaveBeenCalled();

    act(() => reopenAnalyticsConsent());
    await user.click(await screen.findByRole('button', { name: 'Отказаться' }));
    expect(window.localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('stays away without a key, or where consent is not required', async () => {
    configure(null, true);
    const { unmount } = banner();
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    unmount();
    configure('phc_test', false);
    banner();
    await settle();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
