'use client';

import { useState } from 'react';
import { CRASH_TOPIC } from '@/lib/constants/crash';
import { applyCrashEvent, feedOf, type CrashFeed } from '@/lib/games/crash/feed';
import type { CrashEvent, CrashState } from '@/lib/schemas/crash';
import { useStream } from '@/lib/stream/use-stream';

/**
 * Crash's rounds as the stream tells them (topic `crash`): the snapshot, then each event applied
 * in order; the server's clock to draw the curve by; and whether the picture may be behind: the
 * connection is being made again. A quiet stream is normal (a round sends nothing while it
 * grows, and the heartbeat is a comment the page never sees), so silence alone is not lag.
 */
export function useCrashFeed() {
  const [feed, setFeed] = useState<CrashFeed | null>(null);
  const { state, serverNow } = useStream(CRASH_TOPIC, (frame) => {
    if (frame.type === 'snapshot') setFeed(feedOf(frame.data as CrashState));
    else setFeed((known) => known && applyCrashEvent(known, frame as unknown as CrashEvent));
  });
  const lagging = feed !== null && (state === 'closed' || state === 'connecting');
  return { feed, lagging, serverNow };
}
