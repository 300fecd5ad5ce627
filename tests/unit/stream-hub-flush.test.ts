import { systemClock } from '@/server/lib/clock';
import type { AppContext } from '@/server/app-context';
import { createStreamHub } from '@/server/services/stream/hub';
import type { StreamSink } from '@/server/services/stream/ports';

/**
 * The hub's flush, with sinks that record their writes: each write is the list of frames a
 * stream got in one go, decoded.
 */
const decoder = new TextDecoder();
const turn = () => new Promise((resolve) => setImmediate(resolve));

function recordingSink() {
  const writes: string[][] = [];
  const sink: StreamSink = {
    write: (frames) => void writes.push(frames.map((bytes) => decoder.decode(bytes))),
    unsent: () => 0,
    close: () => {},
    fail: () => {},
  };
  return { sink, writes };
}

function hubOf(flushSlice: number) {
  return createStreamHub({
    sources: [{ matches: (topic) => topic === 'round', snapshot: async () => ({ n: 0 }) }],
    context: () => ({ clock: systemClock }) as AppContext,
    flushSlice,
  });
}

const message = (n: number) => JSON.stringify({ topic: 'round', type: 'step', at: n, data: n });
/** The message numbers in a stream's writes, one list per write (retry and snapshot left out). */
const steps = (writes: string[][]) =>
  writes
    .map((frames) => frames.flatMap((frame) => frame.match(/"data":(\d+)\}/)?.[1] ?? []))
    .filter((list) => list.length > 0)
    .map((list) => list.map(Number));

async function openStreams(hub: ReturnType<typeof hubOf>, count: number) {
  const streams = Array.from({ length: count }, () => recordingSink());
  streams.forEach(({ sink }, i) => hub.attach({ topics: ['round'], address: `10.0.0.${i}` }, sink));
  // The retry frame, then the snapshot once its read settles.
  for (let i = 0; i < 10; i += 1) await turn();
  return streams;
}

describe('the stream hub flush', () => {
  it('writes a slice of streams per turn, and a message published meanwhile joins the queues not yet written', async () => {
    const hub = hubOf(2);
    const streams = await openStreams(hub, 5);

    hub.deliver(message(1));
    await turn(); // streams 0 and 1 get message 1
    hub.deliver(message(2));
    for (let i = 0; i < 10; i += 1) await turn();

    expect(streams.map(({ writes }) => steps(writes))).toEqual([
      [[1], [2]],
      [[1], [2]],
      [[1, 2]],
      [[1, 2]],
      [[1, 2]],
    ]);
    hub.close();
  });

  it('reports each message\'s delivery lag once every stream of its topic was written it', async () => {
    const hub = hubOf(2);
    await openStreams(hub, 5);
    const lags: number[] = [];
    hub.onDelivered((lagMs) => lags.push(lagMs));
    const published = Date.now() - 40;
    hub.deliver(JSON.stringify({ topic: 'round', type: 'step', at: published, data: 1 }));
    await turn(); // two streams of five written: not delivered yet
    expect(lags).toEqual([]);
    for (let i = 0; i < 3; i += 1) await turn();
    expect(lags).toHaveLength(1);
    expect(lags[0]).toBeGreaterThanOrEqual(40);
    expect(lags[0]).toBeLessThan(5_000);
    hub.close();
  });

  it('sends messages published in one turn in one write, in order', async () => {
    const hub = hubOf(1000);
    const [stream] = await openStreams(hub, 1);
    for (let n = 1; n <= 3; n += 1) hub.deliver(message(n));
    await turn();
    expect(steps(stream!.writes)).toEqual([[1, 2, 3]]);
    hub.close();
  });

  it('writes nothing to a stream that ended with frames queued', async () => {
    const hub = hubOf(1000);
    const staying = recordingSink();
    const leaving = recordingSink();
    hub.attach({ topics: ['round'], address: '10.0.1.1' }, staying.sink);
    const leave = hub.attach({ topics: ['round'], address: '10.0.1.2' }, leaving.sink);
    for (let i = 0; i < 10; i += 1) await turn();
    hub.deliver(message(1));
    leave();
    await turn();
    expect(steps(staying.writes)).toEqual([[1]]);
    expect(steps(leaving.writes)).toEqual([]);
    hub.close();
  });
});
