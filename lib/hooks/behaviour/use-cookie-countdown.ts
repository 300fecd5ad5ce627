'use client';

import { useEffect, useState } from 'react';
import { keepCookieCountdown, type CountdownCookie } from '@/lib/bonus/cookie-countdown';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/**
 * Seconds left of a cookie-kept display countdown (`keepCookieCountdown`), ticking once a second
 * and restarted when it runs out while the page is open. `null` until mounted (the server knows
 * no cookie, so hydration matches) and while `enabled` is false.
 */
export function useCookieCountdown(cookie: CountdownCookie, enabled = true): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  const { name, holds, durationS } = cookie;

  useEffect(() => {
    if (!enabled) return;
    let end = keepCookieCountdown({ name, holds, durationS });
    const tick = () => {
      if (secondsUntil(end) === 0) end = keepCookieCountdown({ name, holds, durationS });
      setSeconds(secondsUntil(end));
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [enabled, name, holds, durationS]);

  return enabled ? seconds : null;
}
