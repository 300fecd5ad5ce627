'use client';

import { useState } from 'react';
import { CRASH_TOPIC } from '@/lib/constants/crash';
import { applyCrashEvent, feedOf, type CrashFeed } from '@/lib/games/crash/feed';
import type { CrashEvent, CrashState } from '@/lib/schemas/crash';
import { useStream } from '@/lib/stream/use-stream';

/**
 * Crash's rounds as the stream tells them (topic `crash`): the snapshot, then each event applied
 * in order; the server's clock to draw the curve by; and whether the picture may be behind. A
 * quiet stream between rounds is normal, so lag counts only while a round runs.
 */
export function useCrashFeed() {
  const [feed, setFeed] = useState<CrashFeed | null>(null);
  const { state, serverNow } = useStream(CRASH_TOPIC, (frame) => {
    if (frame.type === 'snapshot') setFeed(feedOf(frame.data as CrashState));
    else setFeed((known) => known && applyCrashEvent(known, frame as unknown as CrashEvent));
  });
  const running = feed?.rounds.some((round) => round.status === 'running') ?? false;
  const lagging = state === 'closed' || (state === 'lagging' && running);
  return { feed, lagging, serverNow };
}
