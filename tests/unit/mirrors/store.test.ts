import { IDBFactory } from 'fake-indexeddb';
import { MIRROR_DB_NAME, MIRROR_RECORD_ID, MIRROR_STORE } from '@/lib/constants/mirrors';
import { openMirrorDb, readMirrorRecord, writeMirrorRecord } from '@/lib/mirrors/store';

const MIRROR = { origin: 'https://casino2.example', api: 'https://api.casino2.example' };

/** Reads the raw record under id 1, as another piece of code opening `MyDatabase` would. */
async function rawRecord(factory: IDBFactory) {
  const db = await openMirrorDb(factory);
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction(MIRROR_STORE).objectStore(MIRROR_STORE).get(MIRROR_RECORD_ID);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

async function putRaw(factory: IDBFactory, value: unknown) {
  const db = await openMirrorDb(factory);
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction(MIRROR_STORE, 'readwrite');
    transaction.objectStore(MIRROR_STORE).put(value);
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  db.close();
}

describe('MyDatabase (spec §3)', () => {
  it('is MyDatabase version 1 with one store keyed by id', async () => {
    const factory = new IDBFactory();
    const db = await openMirrorDb(factory);
    expect(db.name).toBe(MIRROR_DB_NAME);
    expect(MIRROR_DB_NAME).toBe('MyDatabase');
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual([MIRROR_STORE]);
    expect(db.transaction(MIRROR_STORE).objectStore(MIRROR_STORE).keyPath).toBe('id');
    db.close();
  });

  it('answers null before anything is stored', async () => {
    await expect(readMirrorRecord(new IDBFactory())).resolves.toBeNull();
  });

  it('keeps the API base under id 1 with the mirrors and when they were refreshed', async () => {
    const factory = new IDBFactory();
    const written = await writeMirrorRecord(
      { apiBase: 'https://api.casino.example', mirrors: [MIRROR], refreshedAt: 1_000 },
      factory,
    );
    const expected = {
      id: 1,
      apiBase: 'https://api.casino.example',
      mirrors: [MIRROR],
      refreshedAt: 1_000,
    };
    expect(written).toEqual(expected);
    expect(await rawRecord(factory)).toEqual(expected);
    await expect(readMirrorRecord(factory)).resolves.toEqual(expected);
  });

  it('changes the base alone and keeps the mirrors and the refresh time', async () => {
    const factory = new IDBFactory();
    await writeMirrorRecord(
      { apiBase: 'https://api.casino.example', mirrors: [MIRROR], refreshedAt: 1_000 },
      factory,
    );
    await writeMirrorRecord({ apiBase: MIRROR.api }, factory);
    await expect(readMirrorRecord(factory)).resolves.toEqual({
      id: 1,
      apiBase: MIRROR.api,
      mirrors: [MIRROR],
      refreshedAt: 1_000,
    });
  });

  it('writes nothing without a base and refuses one that is not http(s)', async () => {
    const factory = new IDBFactory();
    await expect(writeMirrorRecord({ mirrors: [MIRROR] }, factory)).resolves.toBeNull();
    await expect(
      writeMirrorRecord({ apiBase: 'javascript:alert(1)' }, factory),
    ).resolves.toBeNull();
    expect(await rawRecord(factory)).toBeUndefined();
  });

  it('ignores a record it did not write and mirrors that are not URLs', async () => {
    const factory = new IDBFactory();
    await putRaw(factory, { id: 1, apiBase: 42 });
    await expect(readMirrorRecord(factory)).resolves.toBeNull();
    await putRaw(factory, {
      id: 1,
      apiBase: 'https://api.casino.example',
      mirrors: [MIRROR, { origin: 'ftp://x', api: 'https://api.x' }, null, 'x'],
      refreshedAt: 'yesterday',
    });
    await expect(readMirrorRecord(factory)).resolves.toEqual({
      id: 1,
      apiBase: 'https://api.casino.example',
      mirrors: [MIRROR],
      refreshedAt: null,
    });
  });

  it('stores nothing and breaks nothing without IndexedDB', async () => {
    expect(typeof indexedDB).toBe('undefined');
    await expect(readMirrorRecord()).resolves.toBeNull();
    await expect(writeMirrorRecord({ apiBase: MIRROR.api })).resolves.toBeNull();
  });
});
