'use client';

import { SIGN_OUT_CODES } from '@/lib/constants/account-states';
import { accountNotice, type AccountStateCode } from '@/lib/session/account-notice';
import { REALITY_CHECK_DUE, realityCheckNotice } from '@/lib/session/reality-check-notice';
import { tokenStore } from '@/lib/session/token';
import { apiBaseUrl } from './base-url';
import { createApiClient, type ApiClient } from './client';
import { fetchClientConfig } from './client-config';
import type { Failover } from './failover';
import { getSsoLink } from './sso';

/** What the browser's client reads per request; the session provider keeps it current. */
const state: { locale: string; region: string | undefined } = { locale: 'ru', region: undefined };

export function setApiLocale(locale: string) {
  state.locale = locale;
}

export function setApiRegion(region: string | null | undefined) {
  state.region = region ?? undefined;
}

let client: ApiClient | null = null;

/**
 * The failover, loaded on the first network failure: it (and IndexedDB's store) is never in a
 * page's first load, and a page whose API answers never loads it.
 */
let failover: Promise<Failover> | null = null;
const lazyFailover: Failover = {
  recover(failedBase) {
    failover ??= Promise.all([import('./failover'), import('@/lib/mirrors/store')]).then(
      ([{ createFailover }, store]) =>
        createFailover({
          read: () => store.readMirrorRecord(),
          write: (update) => store.writeMirrorRecord(update),
        }),
    );
    return failover.then(
      (loaded) => loaded.recover(failedBase),
      (error: unknown) => {
        // Its chunk did not load either: fail as before, and try to load it next time.
        console.warn('API failover not loaded', error);
        failover = null;
        return null;
      },
    );
  },
};

/** Set once the page starts unloading: its calls in flight are about to be aborted. */
let leaving = false;

/** The browser's one API client (spec §7), made on first use. */
export function browserApi(): ApiClient {
  if (!client) {
    window.addEventListener('beforeunload', () => {
      leaving = true;
    });
    // Back from the back-forward cache: the page is live again.
    window.addEventListener('pageshow', () => {
      leaving = false;
    });
  }
  client ??= createApiClient({
    baseUrl: apiBaseUrl(window.location),
    getToken: tokenStore.get,
    getRegion: () => state.region,
    getLocale: () => state.locale,
    onToken: tokenStore.set,
    onLogout: (reason) => {
      tokenStore.clear();
      if (reason && (SIGN_OUT_CODES as readonly string[]).includes(reason)) {
        accountNotice.tell(reason as AccountStateCode);
      }
    },
    // A stake refused until the player answers the reality check: its dialog opens, whichever
    // product asked (issue 34).
    onApiError: (error) => {
      if (error.status === 409 && error.code === REALITY_CHECK_DUE) realityCheckNotice.tell();
    },
    isLeaving: () => leaving,
    navigate: (url) => window.location.assign(url),
    currentUrl: () => window.location.href,
    getSsoLink,
    isDevelopment: process.env.NODE_ENV === 'development',
    // An unreachable API host: the stored base, then the known mirrors (`MyDatabase`).
    failover: lazyFailover,
    // The game services' own bases: the client config the page asks once anyway (providers.tsx),
    // so a game's first call waits for it only when it has not come yet.
    serviceBases: async () => (await fetchClientConfig(browserApi()))?.services,
  });
  return client;
}

/** Forgets the client, so the next call builds one for the current page (tests). */
export function resetBrowserApi() {
  client = null;
}
