import { BUILD_POLL_MS } from '@/lib/constants/pwa';
import { fetchLatestBuild, startBuildPoller } from '@/lib/pwa/build-poller';

function answering(...bodies: unknown[]) {
  const calls: string[] = [];
  const fetcher = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    if (body instanceof Error) throw body;
    if (body === 404) return new Response('no', { status: 404 });
    return Response.json(body);
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

/** Lets the poll's awaited fetch and json settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('builds/latest.json', () => {
  it('asks past every cache with the time as query and reads {id, timestamp}', async () => {
    const { fetcher, calls } = answering({ id: 'b2', timestamp: 5 });
    await expect(fetchLatestBuild(fetcher, 1234)).resolves.toEqual({ id: 'b2', timestamp: 5 });
    expect(calls).toEqual(['/builds/latest.json?1234']);
  });

  it('is unknown on a failed request, an error status or a foreign shape', async () => {
    await expect(fetchLatestBuild(answering(new TypeError('offline')).fetcher)).resolves.toBeNull();
    await expect(fetchLatestBuild(answering(404).fetcher)).resolves.toBeNull();
    await expect(fetchLatestBuild(answering({ id: '', timestamp: 1 }).fetcher)).resolves.toBeNull();
    await expect(fetchLatestBuild(answering({ build: 'x' }).fetcher)).resolves.toBeNull();
  });
});

describe('the build poller (spec §4: update signalled when the id changes)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('signals once when the id differs from the page’s, then stops', async () => {
    const { fetcher, calls } = answering(
      { id: 'b1', timestamp: 1 },
      { id: 'b2', timestamp: 2 },
      { id: 'b3', timestamp: 3 },
    );
    const onUpdate = jest.fn();
    startBuildPoller({ current: 'b1', onUpdate, fetch: fetcher, visible: () => true });

    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    await settle();
    expect(onUpdate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    await settle();
    expect(onUpdate).toHaveBeenCalledWith({ id: 'b2', timestamp: 2 });
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS * 3);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('skips its turns while the page is hidden', async () => {
    const { fetcher, calls } = answering({ id: 'b2', timestamp: 2 });
    let visible = false;
    const onUpdate = jest.fn();
    startBuildPoller({ current: 'b1', onUpdate, fetch: fetcher, visible: () => visible });
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS * 3);
    expect(calls).toHaveLength(0);
    visible = true;
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('stops when told to', async () => {
    const { fetcher, calls } = answering({ id: 'b2', timestamp: 2 });
    const stop = startBuildPoller({
      current: 'b1',
      onUpdate: jest.fn(),
      fetch: fetcher,
      visible: () => true,
    });
    stop();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS * 2);
    expect(calls).toHaveLength(0);
  });
});
