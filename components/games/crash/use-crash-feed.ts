'use client';

import { useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '@/lib/api/base-url';
import { CRASH_TOPIC } from '@/lib/constants/crash';
import { applyCrashEvent, feedOf, type CrashFeed } from '@/lib/games/crash/feed';
import type { CrashEvent, CrashState } from '@/lib/schemas/crash';

type Frame = { topic: string; type: string; at: number; data: unknown };

/** Nothing heard for this long while a round runs: what is drawn may be behind. */
const LAG_MS = 2_000;

/**
 * Crash's rounds as the stream tells them: the snapshot, then each event in order, and the
 * server's clock (the offset is the largest `at − now` seen, the frame with the least delay).
 */
export function useCrashFeed() {
  const [feed, setFeed] = useState<CrashFeed | null>(null);
  const [lagging, setLagging] = useState(false);
  const offset = useRef<number | null>(null);
  const heard = useRef(0);

  useEffect(() => {
    const source = new EventSource(`${apiBaseUrl(window.location)}/stream?topics=${CRASH_TOPIC}`);
    source.onmessage = (message: MessageEvent<string>) => {
      const frame = JSON.parse(message.data) as Frame;
      if (frame.topic !== CRASH_TOPIC) return;
      heard.current = Date.now();
      const seen = frame.at - Date.now();
      offset.current = offset.current === null ? seen : Math.max(offset.current, seen);
      if (frame.type === 'snapshot') setFeed(feedOf(frame.data as CrashState));
      else
        setFeed(
          (known) =>
            known && applyCrashEvent(known, { type: frame.type, data: frame.data } as CrashEvent),
        );
    };
    const timer = setInterval(() => {
      setLagging(
        source.readyState !== EventSource.OPEN || Date.now() - heard.current > LAG_MS * 10,
      );
    }, 500);
    return () => {
      clearInterval(timer);
      source.close();
    };
  }, []);

  return { feed, lagging, serverNow: () => Date.now() + (offset.current ?? 0) };
}
