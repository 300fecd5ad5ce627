import { readCookie, writeCookie } from '@/lib/dom/cookies';

/** What a countdown cookie holds, in ms since the epoch: the countdown's end, or its start. */
export type CountdownCookie = { name: string; holds: 'end' | 'start'; durationS: number };

/**
 * The end (ms since the epoch) of a display countdown kept in a cookie (spec §4: "kept in a
 * cookie and restarted when expired"). A missing, unreadable, passed or too distant value starts
 * a new countdown of `durationS` from `now` and writes it back. The cookie is a display cache:
 * it never decides whether an offer is still valid (the server's clock does).
 */
export function keepCookieCountdown(cookie: CountdownCookie, now = Date.now()): number {
  const durationMs = cookie.durationS * 1000;
  // No cookie is NaN, as is a value that is not a number.
  const value = Number(readCookie(cookie.name));
  const end = cookie.holds === 'end' ? value : value + durationMs;
  if (Number.isFinite(end) && end > now && end <= now + durationMs) return end;
  const fresh = cookie.holds === 'end' ? now + durationMs : now;
  // Kept a little past its end, so a visit just after it still finds (and restarts) it.
  writeCookie(cookie.name, String(fresh), cookie.durationS * 2);
  return now + durationMs;
}
