'use client';

import { useSyncExternalStore } from 'react';
import { STAFF_IDLE_TIMEOUT_MS } from '@/lib/constants/staff';

/**
 * The staff session of this tab (issue 33). The token lives in sessionStorage: one session per
 * tab, gone when the tab closes, sent by the office's API client as `Authorization: Bearer` and
 * never by the browser on its own, so no other site can ride it. The trade-off: any script on
 * the origin can read it, as it can the player's token cookie. An httpOnly cookie set by the API
 * (with a CSRF defence) keeps it from scripts; that is the back-office issue's.
 */
const TOKEN_KEY = 'office:token';
/** Why the last session ended, for the sign-in page to say once. */
const NOTICE_KEY = 'office:notice';

export type OfficeNotice = 'expired' | 'signed-out';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** sessionStorage, or nothing where it is refused (a sandboxed frame, a locked-down browser). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** When this tab last heard from the API: the server's idle clock counts requests too. */
let lastAnswerAt = Date.now();

export const officeSession = {
  token(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },
  start(token: string) {
    storage()?.setItem(TOKEN_KEY, token);
    storage()?.removeItem(NOTICE_KEY);
    lastAnswerAt = Date.now();
    notify();
  },
  /** Ends the session in this tab; the sign-in page then says why. */
  end(notice: OfficeNotice) {
    if (!officeSession.token()) return;
    storage()?.removeItem(TOKEN_KEY);
    storage()?.setItem(NOTICE_KEY, notice);
    notify();
  },
  /** Why the last session of this tab ended, until the next one starts. */
  notice(): OfficeNotice | null {
    const notice = storage()?.getItem(NOTICE_KEY);
    return notice === 'expired' || notice === 'signed-out' ? notice : null;
  },
  /** An answer came: the server's idle clock started again. */
  touch() {
    lastAnswerAt = Date.now();
  },
  /** No answer for as long as the server keeps an idle session. */
  idle(now = Date.now()) {
    return now - lastAnswerAt >= STAFF_IDLE_TIMEOUT_MS;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The tab's staff token: `undefined` while the server renders and before hydration (unknown),
 * `null` when signed out.
 */
export function useOfficeToken(): string | null | undefined {
  return useSyncExternalStore(officeSession.subscribe, officeSession.token, () => undefined);
}

/** Why the tab's last session ended; `null` while the server renders. */
export function useOfficeNotice(): OfficeNotice | null {
  return useSyncExternalStore(officeSession.subscribe, officeSession.notice, () => null);
}
