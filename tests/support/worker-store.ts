/**
 * What a jest worker keeps from one test file to the next: a map on the worker's global object,
 * put there by `main-context-environment.ts` before each file. Absent in other environments,
 * where every file starts from nothing.
 */
const WORKER_STORE = Symbol.for('casino-site.tests.worker-store');

type WithStore = { [WORKER_STORE]?: Map<string, unknown> };

/** The worker's store, if the environment keeps one. */
export function workerStore(): Map<string, unknown> | undefined {
  return (globalThis as WithStore)[WORKER_STORE];
}

/** Puts `store` on the global object (the environment, before each file). */
export function installWorkerStore(store: Map<string, unknown>): void {
  Object.defineProperty(globalThis, WORKER_STORE, { value: store, configurable: true });
}
