import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY } from '@/lib/constants/pwa';

/** The reload marker of spec §3: which path was last reloaded by force, and until when that counts. */
export type ReloadMarker = { path: string; expires: number };

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readMarker(storage: Store): ReloadMarker | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELOAD_MARKER_KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as ReloadMarker).path === 'string' &&
      typeof (value as ReloadMarker).expires === 'number'
    ) {
      return value as ReloadMarker;
    }
  } catch {
    // A marker someone else wrote badly counts as none.
  }
  return null;
}

/**
 * Whether a forced reload of `path` may happen now (spec §4: once per path within 10 s). When it
 * may, the marker is written first, so the page that comes back after the reload refuses a second
 * one for the same path until the marker expires. Without session storage (private modes that
 * throw) the answer is no: a reload loop is worse than a stale page.
 */
export function claimReload(path: string, storage: Store, now: number = Date.now()): boolean {
  try {
    const marker = readMarker(storage);
    if (marker && marker.path === path && marker.expires > now) return false;
    storage.setItem(
      RELOAD_MARKER_KEY,
      JSON.stringify({ path, expires: now + RELOAD_GUARD_MS } satisfies ReloadMarker),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads the page, or goes to `target` (a path on this site) by a full page load, unless the
 * guard refuses. Returns whether it did.
 */
export function guardedReload(target?: string): boolean {
  const url = new URL(target ?? window.location.href, window.location.href);
  if (!claimReload(url.pathname, window.sessionStorage)) return false;
  if (target === undefined) window.location.reload();
  else window.location.assign(url.href);
  return true;
}
