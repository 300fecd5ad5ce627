import {
  MIRROR_DB_NAME,
  MIRROR_DB_VERSION,
  MIRROR_RECORD_ID,
  MIRROR_STORE,
} from '@/lib/constants/mirrors';
import type { MirrorOrigin } from '@/lib/schemas/marketing';

/**
 * The browser's `MyDatabase` (spec §3), version 1, for the page and the service worker alike: one
 * object store, `apiBase` (key path `id`), whose record under id 1 holds the API base URL the
 * client last reached, the active mirrors the last mirror answer listed and when that was.
 * Raw IndexedDB: two calls do not earn a dependency. Without IndexedDB (a private window, the
 * server) nothing is stored and nothing breaks.
 */
export type MirrorRecord = {
  id: typeof MIRROR_RECORD_ID;
  /** e.g. `https://api.casino.example` or `http://localhost:3000/api`. */
  apiBase: string;
  mirrors: MirrorOrigin[];
  /** When the mirror list was last refreshed (ms since the epoch); null before the first time. */
  refreshedAt: number | null;
};

/** What a write changes; the mirrors and the refresh time stay as they were when absent. */
export type MirrorRecordUpdate = Partial<Omit<MirrorRecord, 'id'>>;

function defaultFactory(): IDBFactory | undefined {
  return typeof indexedDB === 'undefined' ? undefined : indexedDB;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens `MyDatabase`, creating its store on the first open. */
export function openMirrorDb(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(MIRROR_DB_NAME, MIRROR_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(MIRROR_STORE)) {
        request.result.createObjectStore(MIRROR_STORE, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error(`${MIRROR_DB_NAME} is blocked by another tab`));
  });
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The record as stored, or null when it is missing or not one this code wrote. */
function checked(value: unknown): MirrorRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<MirrorRecord>;
  if (record.id !== MIRROR_RECORD_ID || !isHttpUrl(record.apiBase)) return null;
  const mirrors = Array.isArray(record.mirrors)
    ? record.mirrors.filter(
        (mirror): mirror is MirrorOrigin => isHttpUrl(mirror?.origin) && isHttpUrl(mirror?.api),
      )
    : [];
  const refreshedAt = typeof record.refreshedAt === 'number' ? record.refreshedAt : null;
  return { id: MIRROR_RECORD_ID, apiBase: record.apiBase, mirrors, refreshedAt };
}

async function withStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openMirrorDb(factory);
  try {
    const transaction = db.transaction(MIRROR_STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
    });
    const result = await work(transaction.objectStore(MIRROR_STORE));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/** The stored API base and mirrors; null when none is stored or IndexedDB is missing. */
export async function readMirrorRecord(
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<MirrorRecord | null> {
  if (!factory) return null;
  return withStore(factory, 'readonly', async (store) =>
    checked(await promised(store.get(MIRROR_RECORD_ID))),
  );
}

/**
 * Changes the record in one transaction (read, merge, put) and answers it; null when IndexedDB
 * is missing. A write without an API base keeps the stored one (and writes nothing without one).
 */
export async function writeMirrorRecord(
  update: MirrorRecordUpdate,
  factory: IDBFactory | undefined = defaultFactory(),
): Promise<MirrorRecord | null> {
  if (!factory) return null;
  return withStore(factory, 'readwrite', async (store) => {
    const current = checked(await promised(store.get(MIRROR_RECORD_ID)));
    const apiBase = update.apiBase ?? current?.apiBase;
    if (!isHttpUrl(apiBase)) return current;
    const next = checked({
      id: MIRROR_RECORD_ID,
      apiBase,
      mirrors: update.mirrors ?? current?.mirrors ?? [],
      refreshedAt: update.refreshedAt ?? current?.refreshedAt ?? null,
    })!;
    await promised(store.put(next));
    return next;
  });
}
