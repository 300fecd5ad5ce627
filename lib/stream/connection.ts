import { STREAM_LAG_MS } from '@/lib/constants/stream';
import type { StreamFrame } from '@/lib/schemas/stream';

export type { StreamFrame };

/**
 * `connecting` until the stream answers; `open` while frames arrive; `lagging` when an open
 * stream brought nothing for `STREAM_LAG_MS` (a round that should be moving is not: the view
 * stops predicting); `closed` when the browser gave up and a reopen is scheduled.
 */
export type StreamState = 'connecting' | 'open' | 'lagging' | 'closed';

export type StreamListener = (frame: StreamFrame) => void;

/** What the connection uses of the browser's `EventSource` (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onerror: (() => void) | null;
  close(): void;
};
export type EventSourceFactory = new (url: string) => EventSourceLike;

/** `EventSource.CLOSED`: the browser will not reconnect by itself (an error status, a 429). */
const CLOSED = 2;
/** Frames kept after a topic's snapshot, so a later subscriber can catch up without a reopen. */
const REPLAY_LIMIT = 100;
/** Samples of the clock offset kept: recent enough to follow the server's clock if it moves. */
const OFFSET_SAMPLES = 20;
/** Our own reopen after the browser gave up: 5 s, doubling, at most a minute. */
const FIRST_REOPEN_MS = 5000;
const LAST_REOPEN_MS = 60_000;

type Topic = {
  listeners: Set<StreamListener>;
  /**
   * The topic's last snapshot and what came after it (empty until the first snapshot, which
   * every listener gets as it arrives), or null once that grew past the limit.
   */
  replay: StreamFrame[] | null;
};

/**
 * One `EventSource` for every topic a tab shows (HTTP/1.1 gives a page six connections per
 * host; a stream per component would use them up). Subscriptions are counted per topic: the
 * stream is reopened when the set of topics changes, and each subscriber gets its topic's
 * snapshot first (replayed with what followed it, or from a reopen), then every message.
 */
export function createStreamConnection(options: {
  /** The API root (`lib/api/base-url.ts`). */
  baseUrl: string;
  EventSource?: EventSourceFactory;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const topics = new Map<string, Topic>();
  const stateListeners = new Set<() => void>();
  const offsets: number[] = [];
  let source: EventSourceLike | null = null;
  let openKey = '';
  let state: StreamState = 'connecting';
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let lagTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;

  function setState(next: StreamState) {
    if (next === state) return;
    state = next;
    for (const listener of stateListeners) listener();
  }

  function clearLag() {
    if (lagTimer) clearTimeout(lagTimer);
    lagTimer = null;
  }

  function armLag() {
    clearLag();
    lagTimer = setTimeout(() => setState('lagging'), STREAM_LAG_MS);
  }

  function receive(data: string) {
    let frame: StreamFrame;
    try {
      frame = JSON.parse(data) as StreamFrame;
    } catch {
      return;
    }
    // Each frame's `at` is the server's clock when it was sent, so `at − now` is the offset
    // less the time on the way; the largest recent one is the closest to the truth.
    offsets.push(frame.at - now());
    if (offsets.length > OFFSET_SAMPLES) offsets.shift();
    failures = 0;
    setState('open');
    armLag();
    const topic = topics.get(frame.topic);
    if (!topic) return;
    if (frame.type === 'snapshot') topic.replay = [frame];
    else if (topic.replay) {
      topic.replay.push(frame);
      if (topic.replay.length > REPLAY_LIMIT) topic.replay = null;
    }
    for (const listener of [...topic.listeners]) listener(frame);
  }

  function close() {
    source?.close();
    source = null;
    openKey = '';
    clearLag();
  }

  function open(key: string) {
    close();
    if (!key) return setState('connecting');
    const Factory =
      options.EventSource ?? (globalThis.EventSource as unknown as EventSourceFactory);
    const url = `${options.baseUrl}/stream?topics=${key}`;
    const opened = new Factory(url);
    source = opened;
    openKey = key;
    setState('connecting');
    opened.onopen = () => {
      setState('open');
      armLag();
    };
    opened.onmessage = (event) => receive(event.data);
    opened.onerror = () => {
      clearLag();
      if (opened.readyState !== CLOSED) return setState('connecting');
      // The browser gave up (the API refused or is gone): try again later, less and less often.
      close();
      setState('closed');
      const delay = Math.min(LAST_REOPEN_MS, FIRST_REOPEN_MS * 2 ** failures);
      failures += 1;
      schedule(delay);
    };
  }

  /** The topics wanted now, as the stream's parameter. */
  const wantedKey = () => [...topics.keys()].sort().join(',');

  /**
   * Forgets the topics nobody follows any more. Left for the scheduled reopen to do rather than
   * at once: a topic left and taken again within a tick (a component remounting, a page reloading
   * the profile it keys the topic on) keeps its snapshot, so its new listener gets it.
   */
  function forgetIdle() {
    for (const [name, topic] of topics) if (topic.listeners.size === 0) topics.delete(name);
  }

  function schedule(delayMs = 0) {
    if (reopenTimer) clearTimeout(reopenTimer);
    // Subscriptions made together (a page's components mounting) open one stream, not several.
    reopenTimer = setTimeout(() => {
      reopenTimer = null;
      forgetIdle();
      const key = wantedKey();
      if (key !== openKey || !source) open(key);
    }, delayMs);
  }

  return {
    /** Calls `listener` with the topic's snapshot, then with each of its messages; answers the unsubscribe. */
    subscribe(name: string, listener: StreamListener): () => void {
      let topic = topics.get(name);
      if (!topic) {
        topics.set(name, (topic = { listeners: new Set(), replay: [] }));
        schedule();
      } else if (topic.replay) {
        for (const frame of topic.replay) listener(frame);
      } else {
        // What followed the snapshot is no longer kept: a fresh stream brings a fresh one.
        topic.replay = [];
        open(wantedKey());
      }
      topic.listeners.add(listener);
      return () => {
        topic.listeners.delete(listener);
        if (topic.listeners.size === 0 && topics.get(name) === topic) schedule();
      };
    },
    state: () => state,
    /** Calls `listener` whenever `state()` changes; answers the unsubscribe. */
    onState(listener: () => void) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    /** The server's clock minus ours, in ms, from the frames received so far (0 before any). */
    offset: () => (offsets.length > 0 ? Math.max(...offsets) : 0),
    /** The server's clock now, in ms: what a round's curve is drawn against. */
    serverNow(): number {
      return now() + (offsets.length > 0 ? Math.max(...offsets) : 0);
    },
    /** Closes the stream and forgets every subscription. */
    close() {
      if (reopenTimer) clearTimeout(reopenTimer);
      reopenTimer = null;
      topics.clear();
      close();
      setState('closed');
    },
  };
}

export type StreamConnection = ReturnType<typeof createStreamConnection>;
