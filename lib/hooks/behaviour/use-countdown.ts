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

function secondsUntil(deadline: number) {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (ms since the epoch), ticking once a second; 0 after it. */
export function useSecondsUntil(deadline: number) {
  const [state, setState] = useState(() => ({ deadline, seconds: secondsUntil(deadline) }));
  // A new deadline starts over at once, without waiting for the next tick.
  if (state.deadline !== deadline) setState({ deadline, seconds: secondsUntil(deadline) });

  useEffect(() => {
    const timer = setInterval(() => {
      const seconds = secondsUntil(deadline);
      setState({ deadline, seconds });
      if (seconds === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return state.seconds;
}
