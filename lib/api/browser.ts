'use client';

import { readMirrorRecord, writeMirrorRecord } from '@/lib/mirrors/store';
import { tokenStore } from '@/lib/session/token';
import { apiBaseUrl } from './base-url';
import { createApiClient, type ApiClient } from './client';
import { createFailover } from './failover';
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

/** The browser's one API client (spec §7), made on first use. */
export function browserApi(): ApiClient {
  client ??= createApiClient({
    baseUrl: apiBaseUrl(window.location),
    getToken: tokenStore.get,
    getRegion: () => state.region,
    getLocale: () => state.locale,
    onToken: tokenStore.set,
    onLogout: tokenStore.clear,
    navigate: (url) => window.location.assign(url),
    currentUrl: () => window.location.href,
    getSsoLink,
    isDevelopment: process.env.NODE_ENV === 'development',
    // An unreachable API host: the stored base, then the known mirrors (`MyDatabase`).
    failover: createFailover({
      read: () => readMirrorRecord(),
      write: (update) => writeMirrorRecord(update),
    }),
  });
  return client;
}

/** Forgets the client, so the next call builds one for the current page (tests). */
export function resetBrowserApi() {
  client = null;
}
