/** The error a stake answers while a reality check waits for the player's answer (409). */
export const REALITY_CHECK_DUE = 'reality_check_due';

let pending = false;
const listeners = new Set<() => void>();

/**
 * A stake the API refused because a reality check waits for the player's answer (409
 * `reality_check_due`, issue 34), from the API client to the dialog that asks for it. The
 * dialog loads after the page: a refusal that comes first waits here for it.
 */
export const realityCheckNotice = {
  tell() {
    if (listeners.size === 0) pending = true;
    else listeners.forEach((listener) => listener());
  },
  listen(listener: () => void) {
    listeners.add(listener);
    if (pending) {
      pending = false;
      listener();
    }
    return () => {
      listeners.delete(listener);
    };
  },
};
