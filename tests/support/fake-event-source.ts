import { act, waitFor } from '@testing-library/react';
import { browserStream } from '@/lib/stream/browser';
import type { EventSourceLike, StreamFrame } from '@/lib/stream/connection';

/** The browser's EventSource, played by the test: it opens the stream and sends its frames. */
export class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

/** The open stream following `topic`, once the board has subscribed to it. */
export async function streamOf(topic: string) {
  let source: FakeEventSource | undefined;
  await waitFor(() => {
    source = FakeEventSource.made.find(
      (made) =>
        !made.closed && new URL(made.url).searchParams.get('topics')?.split(',').includes(topic),
    );
    expect(source).toBeDefined();
  });
  act(() => {
    source!.readyState = 1;
    source!.onopen?.();
  });
  const send = (type: string, data: unknown) =>
    act(() => {
      const frame: StreamFrame = { topic, type, at: Date.now(), data };
      source!.onmessage?.({ data: JSON.stringify(frame) });
    });
  return {
    snapshot: (state: unknown) => send('snapshot', state),
    event: (event: { type: string; data: unknown }) => send(event.type, event.data),
  };
}

/**
 * Puts `FakeEventSource` in the browser's place for a test file, each test with a stream of its
 * own (the tab's one connection would otherwise outlive it).
 */
export function withFakeEventSource() {
  const original = globalThis.EventSource;
  beforeAll(() => {
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  });
  afterAll(() => {
    globalThis.EventSource = original;
  });
  beforeEach(() => {
    FakeEventSource.made = [];
  });
  afterEach(() => browserStream().close());
}
