import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { SessionEffects } from '@/components/layout/session-effects';
import { ApiError } from '@/lib/api/errors';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useUser } from '@/lib/hooks/data/use-user';
import { profilePreferences } from '@/lib/session/apply-profile-preferences';
import { verificationState } from '@/lib/session/verification-status';
import { server } from '../msw/server';
import { API, profileFixture, renderWithSession, resetSession, signIn } from '../support/session';

function cookie(name: string) {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function UserName() {
  const { user, isLoading } = useUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `user ${user.name}` : 'guest'}</p>;
}

beforeEach(resetSession);

describe('profile call (spec §4)', () => {
  it('replaces the token with fresh_token and stores a new super_bonus', async () => {
    signIn('old-token');
    let whoAreYou: string | null = 'unset';
    server.use(
      http.get(`${API}/profile/user`, ({ request }) => {
        whoAreYou = new URL(request.url).searchParams.get('whoAreYou');
        return HttpResponse.json({
          ...profileFixture({ name: 'Ann' }),
          fresh_token: 'fresh-token',
          super_bonus: 'mark-1',
        });
      }),
    );
    renderWithSession(<UserName />);
    expect(await screen.findByText('user Ann')).toBeInTheDocument();
    expect(whoAreYou).toBeNull();
    expect(cookie('bearerToken')).toBe('fresh-token');
    expect(cookie('token')).toBe('fresh-token');
    expect(cookie('super_bonus')).toBe('mark-1');
  });

  it('sends the stored super_bonus as whoAreYou and keeps it when the answer differs', async () => {
    signIn();
    document.cookie = 'super_bonus=mine; path=/';
    let whoAreYou: string | null = null;
    server.use(
      http.get(`${API}/profile/user`, ({ request }) => {
        whoAreYou = new URL(request.url).searchParams.get('whoAreYou');
        return HttpResponse.json({ ...profileFixture(), super_bonus: 'someone-else' });
      }),
    );
    renderWithSession(<UserName />);
    await screen.findByText(/^user /);
    expect(whoAreYou).toBe('mine');
    expect(cookie('super_bonus')).toBe('mine');
  });

  it('a refused profile call ends the session and removes the token', async () => {
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ error: 'forbidden' }, { status: 403 }),
      ),
    );
    renderWithSession(<UserName />);
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(cookie('bearerToken')).toBeUndefined();
  });

  it('a 401 whose refresh fails logs out', async () => {
    signIn();
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json({}, { status: 401 })),
      http.post(`${API}/auth/refresh-token`, () => HttpResponse.json({}, { status: 401 })),
    );
    renderWithSession(<UserName />);
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(cookie('bearerToken')).toBeUndefined();
  });
});

describe('login and logout (spec §4)', () => {
  function Controls() {
    const { login, logout } = useSession();
    return (
      <>
        <UserName />
        <button onClick={() => void login('new-token').catch(() => {})}>in</button>
        <button onClick={() => void logout()}>out</button>
      </>
    );
  }

  it('login keeps the token and fetches the user; logout clears it even if the call fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/profile/user`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-token'
          ? HttpResponse.json(profileFixture({ name: 'Bob' }))
          : HttpResponse.json({}, { status: 401 }),
      ),
      http.put(`${API}/auth/logout`, () => HttpResponse.error()),
    );
    renderWithSession(<Controls />);
    expect(screen.getByText('guest')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'in' }));
    expect(await screen.findByText('user Bob')).toBeInTheDocument();
    expect(cookie('bearerToken')).toBe('new-token');
    await user.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(cookie('bearerToken')).toBeUndefined();
  });

  it('after login reports the campaign cookies, null when absent (attachSource)', async () => {
    const user = userEvent.setup();
    document.cookie = 'stag=s-1; path=/';
    document.cookie = 'advId=adv-2; path=/';
    let attached: unknown;
    server.use(
      http.get(`${API}/profile/user`, () => HttpResponse.json(profileFixture({ name: 'Bob' }))),
      http.post(`${API}/attachSource`, async ({ request }) => {
        attached = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    renderWithSession(<Controls />);
    await user.click(screen.getByRole('button', { name: 'in' }));
    await waitFor(() => expect(attached).toBeDefined());
    expect(attached).toEqual({
      stag: 's-1',
      promo: null,
      partnerId: null,
      advId: 'adv-2',
      advertiseUid: null,
      advertiseSource: null,
      cpaOneUid: null,
      prHash: null,
    });
  });

  it('a login whose user fetch fails removes the token again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ error: 'not_found' }, { status: 404 }),
      ),
    );
    renderWithSession(<Controls />);
    await user.click(screen.getByRole('button', { name: 'in' }));
    await waitFor(() => expect(cookie('bearerToken')).toBeUndefined());
    expect(screen.getByText('guest')).toBeInTheDocument();
  });
});

describe('locale and time zone on sign-in (spec §4)', () => {
  const guess = () => 'Asia/Almaty';

  it('applies a supported profile locale, English for an unknown one', () => {
    expect(profilePreferences({ locale: 'kz', timezone: 'UTC' }, 'ru', guess)).toEqual({
      locale: 'kz',
      timezone: 'UTC',
      save: null,
    });
    expect(profilePreferences({ locale: 'br', timezone: 'UTC' }, 'ru', guess).locale).toBe('en');
  });

  it('saves the page locale and the guessed time zone when the profile has none', () => {
    expect(profilePreferences({ locale: null, timezone: null }, 'kz', guess)).toEqual({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      save: { locale: 'kz', timezone: 'Asia/Almaty' },
    });
  });

  it('SessionEffects saves what is missing and applies the time zone', async () => {
    signIn();
    let saved: unknown;
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json(profileFixture({ locale: null, timezone: null })),
      ),
      http.put(`${API}/profile/settings`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ success: true, user: profileFixture(saved as object).user });
      }),
    );
    const { store } = renderWithSession(<SessionEffects />, { locale: 'en' });
    await waitFor(() => expect(saved).toBeDefined());
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(saved).toEqual({ locale: 'en', timezone: zone });
    expect(store.get(timezoneAtom)).toBe(zone);
  });

  it('SessionEffects applies the profile time zone without saving anything', async () => {
    signIn();
    const settings = jest.fn();
    server.use(
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json(profileFixture({ locale: 'en', timezone: 'Asia/Almaty' })),
      ),
      http.put(`${API}/profile/settings`, () => {
        settings();
        return HttpResponse.json({ success: true, user: profileFixture().user });
      }),
    );
    const { store } = renderWithSession(<SessionEffects />, { locale: 'en' });
    await waitFor(() => expect(store.get(timezoneAtom)).toBe('Asia/Almaty'));
    expect(settings).not.toHaveBeenCalled();
  });
});

describe('the 422 toast (spec §5, §8)', () => {
  function Fail({ error }: { error: unknown }) {
    const show = useErrorToast();
    useEffect(() => {
      show(error);
    }, [error, show]);
    return null;
  }

  it('shows every message in one notification, codes translated, captcha hidden', async () => {
    const error = new ApiError(
      422,
      {
        email: ['email_taken: This e-mail is already registered'],
        password: ['too_short: short', 'no_such_code: The server text'],
        captcha: ['captcha_required: Confirm that you are not a robot'],
      },
      undefined,
      'Unprocessable',
    );
    renderWithSession(<Fail error={error} />, { locale: 'ru' });
    const alert = await screen.findByRole('alert');
    const lines = [...alert.querySelectorAll('div')].map((line) => line.textContent);
    expect(alert.querySelector('strong')?.textContent).toBe('Ошибка');
    expect(lines).toEqual([
      'Этот e-mail уже зарегистрирован',
      expect.any(String),
      'The server text',
    ]);
    expect(alert.textContent).not.toMatch(/робот/);
  });

  it('translates the code of other error answers', async () => {
    renderWithSession(<Fail error={new ApiError(400, undefined, 'unsupported_locale', 'x')} />, {
      locale: 'en',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This language is not supported');
  });
});

describe('verification status (spec §4)', () => {
  it.each([
    // Nobody has asked this account for documents: nothing is being checked (issue 32).
    ['init', null],
    ['waiting', 'pending'],
    ['user_pending', 'pending'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['unverified', 'failed'],
    ['success', 'success'],
    ['verified', 'success'],
    ['something', null],
    [null, null],
  ])('%s → %s', (status, state) => {
    expect(verificationState(status)).toBe(state);
  });
});
