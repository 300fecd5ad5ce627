import asyncHooks from 'node:async_hooks';

/**
 * Every test file evaluates its modules anew, so each makes its own `AsyncLocalStorage` (the
 * logger's request scope, Hono's). Node 20 keeps every storage that ever ran in a list for the
 * life of the process and runs each one's hook on every promise made afterwards: by the 50th
 * file of a worker, every `await` paid for 50 storages (26 s of 300 in the API project). The
 * environments (`node.ts`, `main-context.ts`, `jsdom.ts`) disable the storages a file made
 * when it ends.
 */
const { AsyncLocalStorage } = asyncHooks;
let made: InstanceType<typeof AsyncLocalStorage>[] | null = null;

/** Set while a package shared by the worker's files loads (shared-modules-runtime.cjs). */
const SHARED_LOAD = Symbol.for('casino-site.tests.shared-module-load');

class FileAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  constructor() {
    super();
    if (!(globalThis as { [SHARED_LOAD]?: boolean })[SHARED_LOAD]) made?.push(this);
  }
}

const installed = Symbol.for('casino-site.tests.async-storages');
if (!(asyncHooks.AsyncLocalStorage as { [installed]?: true })[installed]) {
  Object.assign(FileAsyncLocalStorage, { [installed]: true });
  asyncHooks.AsyncLocalStorage = FileAsyncLocalStorage;
}

/** A file starts: the storages made from now on are its own. */
export function trackAsyncStorages(): void {
  made = [];
}

/** The file ended: its storages stop following promises. */
export function disableAsyncStorages(): void {
  for (const storage of made ?? []) storage.disable();
  made = null;
}
