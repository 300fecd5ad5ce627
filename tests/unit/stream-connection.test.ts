import { STREAM_LAG_MS } from '@/lib/constants/stream';
import {
  createStreamConnection,
  type EventSourceLike,
  type StreamFrame,
} from '@/lib/stream/connection';

/** A stand-in for the browser's EventSource: the test opens it, sends frames and fails it. */
class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  get topics() {
    return new URL(this.url).searchParams.get('topics');
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  send(frame: StreamFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection broke: the browser retries by itself (`retry:`), or gives up. */
  fail(givenUp: boolean) {
    this.readyState = givenUp ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

let clock = 1_000_000;
const frame = (topic: string, type: string, at: number, data: unknown = {}): StreamFrame => ({
  topic,
  type,
  at,
  data,
});

function connect() {
  return createStreamConnection({
    baseUrl: 'https://api.casino.test',
    EventSource: FakeEventSource,
    now: () => clock,
  });
}

const latest = () => FakeEventSource.made.at(-1)!;
const open = () => FakeEventSource.made.filter((source) => !source.closed);

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.made = [];
});
afterEach(() => jest.useRealTimers());

describe('the stream connection of a tab', () => {
  it('keeps the snapshot of a topic left and taken again at once (a page reloading its profile)', () => {
    const connection = connect();
    const stop = connection.subscribe('rooms:red:RUB', () => {});
    jest.runOnlyPendingTimers();
    const first = latest();
    first.open();
    first.send(frame('rooms:red:RUB', 'snapshot', clock, { pot: 1 }));
    stop();
    const frames: StreamFrame[] = [];
    connection.subscribe('rooms:red:RUB', (got) => frames.push(got));
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);
    first.send(frame('rooms:red:RUB', 'bets', clock, { pot: 2 }));
    expect(frames.map((got) => [got.type, got.data])).toEqual([
      ['snapshot', { pot: 1 }],
      ['bets', { pot: 2 }],
    ]);
  });

  it('opens one stream for the topics subscribed together, and reopens when the set changes', () => {
    const connection = connect();
    const stopCrash = connection.subscribe('crash', () => {});
    connection.subscribe('rooms:red:RUB', () => {});
    connection.subscribe('crash', () => {});
    expect(FakeEventSource.made).toHaveLength(0);
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe('https://api.casino.test/stream?topics=crash,rooms:red:RUB');

    // One of two crash subscribers leaves: nothing changes.
    stopCrash();
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);

    connection.subscribe('rooms:yellow:RUB', () => {});
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(2);
    expect(FakeEventSource.made[0]!.closed).toBe(true);
    expect(open().map((source) => source.topics)).toEqual(['crash,rooms:red:RUB,rooms:yellow:RUB']);
  });

  it('does not reopen when a component unsubscribes and subscribes again at once', () => {
    const connection = connect();
    const stop = connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    stop();
    connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('gives each subscriber its own topic: the snapshot first, then the messages', () => {
    const connection = connect();
    const crash: string[] = [];
    const rooms: string[] = [];
    connection.subscribe('crash', (f) => crash.push(f.type));
    connection.subscribe('rooms:red:RUB', (f) => rooms.push(f.type));
    jest.runOnlyPendingTimers();
    latest().open();
    latest().send(frame('crash', 'snapshot', clock));
    latest().send(frame('rooms:red:RUB', 'snapshot', clock));
    latest().send(frame('crash', 'started', clock));
    latest().send(frame('crash', 'crashed', clock));
    expect(crash).toEqual(['snapshot', 'started', 'crashed']);
    expect(rooms).toEqual(['snapshot']);

    // A later subscriber of an open topic catches up without a reopen.
    const late: string[] = [];
    connection.subscribe('crash', (f) => late.push(f.type));
    expect(late).toEqual(['snapshot', 'started', 'crashed']);
    jest.runOnlyPendingTimers();
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('reopens for a late subscriber once what followed the snapshot is too long to keep', () => {
    const connection = connect();
    connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    latest().send(frame('crash', 'snapshot', clock));
    for (let i = 0; i < 101; i += 1) latest().send(frame('crash', 'bets', clock));
    const late: string[] = [];
    connection.subscribe('crash', (f) => late.push(f.type));
    expect(late).toEqual([]);
    expect(FakeEventSource.made).toHaveLength(2);
    latest().send(frame('crash', 'snapshot', clock));
    expect(late).toEqual(['snapshot']);
  });

  it('says connecting, open, lagging after silence, and open again when frames come', () => {
    const connection = connect();
    const seen: string[] = [];
    connection.onState(() => seen.push(connection.state()));
    connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    expect(connection.state()).toBe('connecting');
    latest().open();
    expect(connection.state()).toBe('open');
    jest.advanceTimersByTime(STREAM_LAG_MS - 1);
    expect(connection.state()).toBe('open');
    latest().send(frame('crash', 'snapshot', clock));
    jest.advanceTimersByTime(STREAM_LAG_MS - 1);
    expect(connection.state()).toBe('open');
    jest.advanceTimersByTime(1);
    expect(connection.state()).toBe('lagging');
    latest().send(frame('crash', 'bets', clock));
    expect(seen).toEqual(['open', 'lagging', 'open']);
  });

  it('waits for the browser to reconnect itself, and reopens itself when the browser gave up', () => {
    const connection = connect();
    connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    latest().open();
    latest().fail(false);
    expect(connection.state()).toBe('connecting');
    expect(FakeEventSource.made).toHaveLength(1);

    latest().fail(true); // e.g. 429: EventSource does not retry an error status
    expect(connection.state()).toBe('closed');
    jest.advanceTimersByTime(4999);
    expect(FakeEventSource.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(connection.state()).toBe('connecting');
    // Refused again: twice as long before the next try.
    latest().fail(true);
    jest.advanceTimersByTime(9999);
    expect(FakeEventSource.made).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.made).toHaveLength(3);
  });

  it("estimates the server's clock from the frames' at: the largest recent at − now", () => {
    const connection = connect();
    connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    expect(connection.serverNow()).toBe(clock);
    // The server is 5 s ahead; frames take 40, 10 and 200 ms on the way.
    latest().send(frame('crash', 'snapshot', clock + 5000 - 40));
    latest().send(frame('crash', 'bets', clock + 5000 - 10));
    latest().send(frame('crash', 'bets', clock + 5000 - 200));
    expect(connection.offset()).toBe(4990);
    clock += 1000;
    expect(connection.serverNow()).toBe(clock + 4990);
    // Only recent frames count: 20 later ones replace the best.
    for (let i = 0; i < 20; i += 1) latest().send(frame('crash', 'bets', clock + 5000 - 30));
    expect(connection.offset()).toBe(4970);
  });

  it('closes the stream when the last topic goes', () => {
    const connection = connect();
    const stop = connection.subscribe('crash', () => {});
    jest.runOnlyPendingTimers();
    stop();
    jest.runOnlyPendingTimers();
    expect(open()).toHaveLength(0);
  });
});
