/**
 * The visitor's analytics choice (spec §4), kept in local storage under `ANALYTICS_CONSENT_KEY`:
 * `granted` after opt-in, `denied` after opt-out, absent before any choice. Local storage, not a
 * cookie: the choice is the browser's alone and no server answer depends on it, so pages stay
 * cacheable.
 */
export const ANALYTICS_CONSENT_KEY = 'analytics-consent';

export type AnalyticsConsent = 'granted' | 'denied' | null;

const listeners = new Set<() => void>();
/** Set while the banner is asked for again (the footer's "analytics settings" link). */
let reopened = false;

/** The choice of this page when local storage cannot keep it (a private mode without storage). */
let unstored: AnalyticsConsent = null;

export function analyticsConsent(): AnalyticsConsent {
  if (typeof window === 'undefined') return null;
  try {
    const value = window.localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return unstored;
  }
}

/** Remembers the choice and tells every listener (the analytics client, the banner). */
export function setAnalyticsConsent(consent: 'granted' | 'denied'): void {
  reopened = false;
  try {
    window.localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
  } catch {
    unstored = consent;
  }
  for (const listener of listeners) listener();
}

/** Shows the banner again, so a choice can be changed. */
export function reopenAnalyticsConsent(): void {
  reopened = true;
  for (const listener of listeners) listener();
}

export function analyticsConsentReopened(): boolean {
  return reopened;
}

export function subscribeAnalyticsConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice holds here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
