import { IDBFactory } from 'fake-indexeddb';
import { readMirrorRecord } from '@/lib/mirrors/store';
import { installSyncData } from '@/lib/pwa/worker/sync-data';
import { fakeNetwork, mirrorAnswer } from './fake-network';

const M2 = { origin: 'https://casino2.example', api: 'https://api.casino2.example' };

/** Enough of a ServiceWorkerGlobalScope: an event target with a location. */
function fakeScope(href: string) {
  const target = new EventTarget();
  return Object.assign(target, { location: new URL(href) }) as unknown as ServiceWorkerGlobalScope;
}

/** An extendable event as the browser dispatches it; answers what it was asked to wait for. */
function dispatch(scope: ServiceWorkerGlobalScope, type: string, fields: Record<string, unknown>) {
  const waits: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => waits.push(promise),
  });
  scope.dispatchEvent(event);
  return Promise.all(waits).then(() => waits.length);
}

let network: ReturnType<typeof fakeNetwork>;
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  network = fakeNetwork({ 'https://api.casino.example': { body: mirrorAnswer([M2]) } });
  globalThis.fetch = network.fetch;
});
afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
  globalThis.fetch = realFetch;
});

describe('installSyncData (the service worker, spec §7, §9)', () => {
  it.each([
    ['sync', { tag: 'sync-data' }],
    ['periodicsync', { tag: 'sync-data' }],
    ['message', { data: { type: 'syncMirrors' } }],
  ])('%s runs syncData from the worker’s own API base', async (type, fields) => {
    const scope = fakeScope('https://www.casino.example/sw.js');
    installSyncData(scope);
    await expect(dispatch(scope, type, fields)).resolves.toBe(1);
    expect(network.calls).toEqual(['https://api.casino.example/mirror']);
    await expect(readMirrorRecord()).resolves.toMatchObject({
      apiBase: 'https://api.casino.example',
      mirrors: [M2],
    });
  });

  it.each([
    ['sync', { tag: 'workbox-background-sync:queue' }],
    ['periodicsync', { tag: 'other' }],
    ['message', { data: { type: 'SKIP_WAITING' } }],
    ['message', { data: 'syncMirrors' }],
    ['message', { data: null }],
  ])('leaves a %s of someone else alone', async (type, fields) => {
    const scope = fakeScope('https://casino.example/sw.js');
    installSyncData(scope);
    await expect(dispatch(scope, type, fields)).resolves.toBe(0);
    expect(network.calls).toEqual([]);
  });
});
