import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { resetBrowserApi } from '@/lib/api/browser';
import type { Profile, User } from '@/lib/schemas/profile';
import { renderWithProviders } from './render';

// The toaster asks whether motion should be reduced; jsdom has no matchMedia.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The API root the browser client uses in jsdom (`http://localhost` has no `api.` host). */
export const API = 'http://localhost/api';

/** A profile call answer (spec §3) for a signed-in player; `user` overrides its fields. */
export function profileFixture(user: Partial<User> = {}): Profile {
  return {
    user: {
      id: 100001,
      name: 'Ivan Petrov',
      email: 'ivan@example.com',
      phone: null,
      balance: 1500.5,
      bonus: 0,
      bonus_balance: 200,
      total_balance: 1700.5,
      currency: 'USD',
      locale: 'en',
      timezone: 'Europe/Moscow',
      image: { small: null },
      register_method: 'email',
      is_phone_verified: false,
      is_email_verified: false,
      is_password_exists: true,
      is_avatar_hidden: false,
      is_statistics_hidden: false,
      verification: { is_need: false, data: { status: null } },
      premium: { status: false },
      ...user,
    },
    features: [],
    region: null,
  };
}

/** Starts a session the way the token cookie does in the browser. */
export function signIn(token = 't1') {
  document.cookie = `bearerToken=${token}; path=/`;
}

export function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

/**
 * Renders with the real messages, a fresh jotai store, a toaster and an SWR cache of its own, so
 * no test sees another's profile.
 */
export function renderWithSession(
  ui: ReactElement,
  options?: Parameters<typeof renderWithProviders>[1],
) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {ui}
      <Toaster />
    </SWRConfig>,
    options,
  );
}

/** Call from `beforeEach`: no token, a new API client, no toast left from the test before. */
export function resetSession() {
  clearCookies();
  resetBrowserApi();
  toast.remove();
}
