import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SocialButtons } from '@/components/auth/social-buttons';
import { vipWishAtom } from '@/lib/atoms/auth-flow';
import { server } from '../msw/server';
import { navigation } from '../support/navigation-mock';
import { API, profileFixture, renderWithSession, resetSession } from '../support/session';

/** A stand-in popup: the button opens it, the test posts the provider's answer from it. */
function fakePopup() {
  const popup = { location: { href: 'about:blank' }, close: jest.fn() } as unknown as Window;
  jest.spyOn(window, 'open').mockReturnValue(popup);
  return popup;
}

function postFrom(source: Window, data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, source: source as MessageEventSource }),
    );
  });
}

beforeEach(() => {
  resetSession();
  server.use(
    http.get(`${API}/api/v2/auth/social/providers`, () =>
      HttpResponse.json({ data: [{ id: 'dev', name: 'Dev ID' }] }),
    ),
    http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture())),
  );
});

afterEach(() => jest.restoreAllMocks());

function startLogin(onJoin: (body: unknown) => void) {
  let started: Record<string, unknown> = {};
  server.use(
    http.put(`${API}/auth/login`, async ({ request }) => {
      started = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ url: 'http://localhost/api/dev/oidc/authorize?x=1' });
    }),
    http.post(`${API}/api/v2/vip/join`, async ({ request }) => {
      onJoin(await request.json());
      return HttpResponse.json({ success: true });
    }),
  );
  return () => started;
}

describe('social login (spec §4, §7)', () => {
  it('opens the provider in a popup, takes the token it posts back and asks for VIP when wished', async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    const joins: unknown[] = [];
    const started = startLogin((body) => joins.push(body));
    const onDone = jest.fn();
    const { store } = renderWithSession(<SocialButtons currency="KZT" onDone={onDone} />);
    act(() => store.set(vipWishAtom, true));

    await user.click(await screen.findByRole('button', { name: 'Continue with Dev ID' }));
    await waitFor(() =>
      expect(popup.location.href).toBe('http://localhost/api/dev/oidc/authorize?x=1'),
    );
    expect(started()).toMatchObject({
      provider: 'dev',
      origin: 'http://localhost',
      currency: 'KZT',
    });

    postFrom(popup, { type: 'social-login', token: 'social-token' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(document.cookie).toContain('bearerToken=social-token');
    expect(joins).toEqual([{ request_type: 'social' }]);
  });

  it('asks for VIP on the VIP page without the wish', async () => {
    const user = userEvent.setup();
    navigation.set('/vip-club');
    const popup = fakePopup();
    const joins: unknown[] = [];
    startLogin((body) => joins.push(body));
    const onDone = jest.fn();
    renderWithSession(<SocialButtons onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Dev ID' }));
    postFrom(popup, { type: 'social-login', token: 'tok' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(joins).toHaveLength(1);
  });

  it('ignores messages from other windows and shows a provider error', async () => {
    const user = userEvent.setup();
    const popup = fakePopup();
    startLogin(() => {});
    const onDone = jest.fn();
    renderWithSession(<SocialButtons onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Dev ID' }));
    postFrom(window, { type: 'social-login', token: 'forged' });
    expect(document.cookie).not.toContain('forged');

    postFrom(popup, { type: 'social-login', error: 'social_login_failed' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The social sign-in did not complete',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
