import { IDBFactory } from 'fake-indexeddb';
import { MIRROR_PROBE_LIMIT } from '@/lib/constants/mirrors';
import { readMirrorRecord, writeMirrorRecord } from '@/lib/mirrors/store';
import { syncData } from '@/lib/mirrors/sync-data';
import { fakeNetwork, mirrorAnswer } from './fake-network';

const PRIMARY = 'https://api.casino.example';
const STORED = 'https://api.casino1.example';
const M2 = { origin: 'https://casino2.example', api: 'https://api.casino2.example' };
const M3 = { origin: 'https://casino3.example', api: 'https://api.casino3.example' };

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('syncData (spec §7, §9)', () => {
  it('asks GET mirror at the default base and stores that base and the mirrors it lists', async () => {
    const factory = new IDBFactory();
    const { fetch, calls } = fakeNetwork({ [PRIMARY]: { body: mirrorAnswer([M2, M3]) } });
    const record = await syncData({ defaultBase: PRIMARY, fetch, factory, now: () => 5_000 });
    expect(calls).toEqual([`${PRIMARY}/mirror`]);
    const expected = { id: 1, apiBase: PRIMARY, mirrors: [M2, M3], refreshedAt: 5_000 };
    expect(record).toEqual(expected);
    await expect(readMirrorRecord(factory)).resolves.toEqual(expected);
  });

  it('goes to the stored base when the default one is unreachable', async () => {
    const factory = new IDBFactory();
    await writeMirrorRecord({ apiBase: STORED, mirrors: [M2], refreshedAt: 1 }, factory);
    const { fetch, calls } = fakeNetwork({
      [PRIMARY]: 'down',
      [STORED]: { body: mirrorAnswer([M3]) },
    });
    const record = await syncData({ defaultBase: PRIMARY, fetch, factory, now: () => 9 });
    expect(calls).toEqual([`${PRIMARY}/mirror`, `${STORED}/mirror`]);
    expect(record).toEqual({ id: 1, apiBase: STORED, mirrors: [M3], refreshedAt: 9 });
  });

  it('then to the known mirrors in their order, past an error page and a bad answer', async () => {
    const factory = new IDBFactory();
    const M4 = { origin: 'https://casino4.example', api: 'https://api.casino4.example' };
    await writeMirrorRecord({ apiBase: STORED, mirrors: [M2, M3, M4], refreshedAt: 1 }, factory);
    const { fetch, calls } = fakeNetwork({
      [PRIMARY]: 'down',
      [STORED]: { status: 451 },
      [M2.api]: { body: '<html>blocked</html>' },
      [M3.api]: { body: mirrorAnswer([M3, M4]) },
      [M4.api]: { body: mirrorAnswer([]) },
    });
    const record = await syncData({ defaultBase: PRIMARY, fetch, factory, now: () => 9 });
    expect(calls).toEqual([
      `${PRIMARY}/mirror`,
      `${STORED}/mirror`,
      `${M2.api}/mirror`,
      `${M3.api}/mirror`,
    ]);
    expect(record?.apiBase).toBe(M3.api);
    expect(record?.mirrors).toEqual([M3, M4]);
  });

  it('leaves the record as it was when nothing answers, asking each base once at most', async () => {
    const factory = new IDBFactory();
    const many = Array.from({ length: 10 }, (_, index) => ({
      origin: `https://m${index}.example`,
      api: `https://api.m${index}.example`,
    }));
    await writeMirrorRecord({ apiBase: `${PRIMARY}/`, mirrors: many, refreshedAt: 1 }, factory);
    const before = await readMirrorRecord(factory);
    const { fetch, calls } = fakeNetwork({});
    await expect(syncData({ defaultBase: PRIMARY, fetch, factory })).resolves.toBeNull();
    // The stored base is the default one with a slash: asked once.
    expect(calls[0]).toBe(`${PRIMARY}/mirror`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toHaveLength(MIRROR_PROBE_LIMIT);
    await expect(readMirrorRecord(factory)).resolves.toEqual(before);
    expect(console.warn).toHaveBeenCalledWith('mirrors: no API base answered GET mirror');
  });
});
