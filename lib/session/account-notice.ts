import type { SIGN_OUT_CODES } from '@/lib/constants/account-states';

export type AccountStateCode = (typeof SIGN_OUT_CODES)[number];

let pending: AccountStateCode | null = null;
const listeners = new Set<(code: AccountStateCode) => void>();

/**
 * Why the API ended the session (the account's state, the session time limit), from the API client to
 * the page that says so. The client may learn it before the page has hydrated (its first call
 * can answer first): then the reason waits here for the first listener.
 */
export const accountNotice = {
  tell(code: AccountStateCode) {
    if (listeners.size === 0) pending = code;
    else listeners.forEach((listener) => listener(code));
  },
  listen(listener: (code: AccountStateCode) => void) {
    listeners.add(listener);
    if (pending) {
      const code = pending;
      pending = null;
      listener(code);
    }
    return () => {
      listeners.delete(listener);
    };
  },
};
