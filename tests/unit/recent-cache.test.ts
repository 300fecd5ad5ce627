import { createRecentCache } from '@/server/lib/recent-cache';

describe('createRecentCache', () => {
  it('answers a live value without loading, and loads again once it expires or stops holding', async () => {
    const cache = createRecentCache<{ n: number }>(10);
    let loads = 0;
    const load = async () => ({ n: (loads += 1) });
    const get = (now: number, holds = () => true) =>
      cache.get('k', { now, ttlMs: 5_000, holds, load });
    expect(await get(0)).toEqual({ n: 1 });
    expect(await get(4_999)).toEqual({ n: 1 });
    expect(await get(5_000)).toEqual({ n: 2 });
    expect(await get(5_001, () => false)).toEqual({ n: 3 });
  });

  it('never remembers a value that was not found', async () => {
    const cache = createRecentCache<string>(10);
    const load = jest.fn(async () => null);
    await cache.get('k', { now: 0, ttlMs: 5_000, holds: () => true, load });
    await cache.get('k', { now: 1, ttlMs: 5_000, holds: () => true, load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the oldest entry past its size, and forgets on demand', async () => {
    const cache = createRecentCache<string>(2);
    const load = jest.fn(async () => 'v');
    const get = (key: string) => cache.get(key, { now: 0, ttlMs: 5_000, holds: () => true, load });
    await get('a');
    await get('b');
    await get('c'); // 'a' goes
    expect(load).toHaveBeenCalledTimes(3);
    await get('b');
    await get('c');
    expect(load).toHaveBeenCalledTimes(3);
    await get('a');
    expect(load).toHaveBeenCalledTimes(4);
    cache.delete('a');
    cache.deleteWhere((value) => value === 'v');
    await get('c');
    expect(load).toHaveBeenCalledTimes(5);
  });
});
