'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { browserStream } from './browser';
import type { StreamFrame, StreamState } from './connection';

const subscribeState = (listener: () => void) => browserStream().onState(listener);
const readState = () => browserStream().state();
const serverState = (): StreamState => 'connecting';
const serverNow = () => browserStream().serverNow();

/**
 * Follows `topic` on the tab's one stream: `onFrame` gets its snapshot first, then each message
 * (the latest `onFrame` is called; it need not be stable). A null topic follows nothing. Answers
 * the connection's state and `serverNow()`, the server's clock for drawing what moves.
 */
export function useStream(topic: string | null, onFrame: (frame: StreamFrame) => void) {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!topic) return;
    return browserStream().subscribe(topic, (frame) => latest.current(frame));
  }, [topic]);
  const state = useSyncExternalStore(subscribeState, readState, serverState);
  return { state, serverNow };
}
