'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second: the wait before a code may be sent
 * again. Counts from a deadline, not by ticks, so a throttled background tab still ends on time.
 * `initialSeconds` starts the wait at once (a form shown right after a code went out).
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() =>
    initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0,
  );
  const [seconds, setSeconds] = useState(initialSeconds);

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((from: number) => {
    setDeadline(Date.now() + from * 1000);
    setSeconds(from);
  }, []);

  return { seconds, start };
}
