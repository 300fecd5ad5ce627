'use client';

import { useSyncExternalStore } from 'react';
import { TOKEN_COOKIES, TOKEN_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { readCookie, removeCookie, writeCookie } from '@/lib/dom/cookies';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The bearer token of the session (spec §4), kept in the `bearerToken` and `token` cookies.
 * Components follow it through `useToken()`; the API client reads it on every request.
 */
export const tokenStore = {
  get(): string | undefined {
    const value = readCookie(TOKEN_COOKIES[0]) ?? readCookie(TOKEN_COOKIES[1]);
    return value || undefined;
  },
  set(token: string) {
    for (const name of TOKEN_COOKIES) {
      writeCookie(name, token, TOKEN_COOKIE_MAX_AGE_S);
    }
    notify();
  },
  clear() {
    for (const name of TOKEN_COOKIES) removeCookie(name);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current token; `undefined` during server rendering and for guests. */
export function useToken() {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => undefined);
}
