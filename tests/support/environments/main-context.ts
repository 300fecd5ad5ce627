import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { LegacyFakeTimers, ModernFakeTimers } from '@jest/fake-timers';
import { TestEnvironment } from 'jest-environment-node';
import { ModuleMocker } from 'jest-mock';
import { installWorkerStore } from '../worker-store';
import { disableAsyncStorages, trackAsyncStorages } from './async-storages';
import { compileForProject, runInMainContext } from './code-cache';

/**
 * Jest's node environment, but the test file runs in the worker's own V8 context instead of a
 * sandbox (the API and casino-conformance projects, jest.config.mjs).
 *
 * Why: jest 30 backs a sandbox's global object with a JavaScript Proxy, so every global lookup
 * (`Object`, `Math`, `Date`, `Promise`, `JSON`…) runs a trap. Code that makes many of them runs
 * 20–40× slower than in Node (a loop over `Math.sqrt` 45 ms in Node, 1,670 ms in the sandbox):
 * zod, drizzle's `is()`, the geo table's parser. Here it runs at Node's speed, and a worker can
 * keep its embedded database between files (`tests/support/pglite-pool.ts`), which a sandboxed
 * file cannot hand to the next: its dates and arrays would belong to another realm.
 *
 * What isolation stays: every file still has its own copy of the site's modules (a few stateless
 * packages are the worker's, shared-modules-runtime.cjs). What this environment adds back: at teardown it deletes the globals a file
 * added, restores the ones it replaced, and restores `process.env`, so a file cannot leak a
 * global into the next one. Not for tests that fake timers or replace globals on purpose: those
 * stay in the `unit` project's sandbox.
 */

/** Globals set by the packages a worker shares between files (shared-modules-runtime.cjs). */
const WORKER_GLOBALS = Symbol.for('casino-site.tests.worker-globals');

/** What this worker keeps from one test file to the next (`worker-store.ts`). */
const store = new Map<string, unknown>();

type GlobalSnapshot = Map<PropertyKey, PropertyDescriptor>;

function snapshotGlobals(): GlobalSnapshot {
  return new Map(
    Reflect.ownKeys(globalThis).map((key) => [
      key,
      Object.getOwnPropertyDescriptor(globalThis, key)!,
    ]),
  );
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor) {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

export default class MainContextEnvironment extends TestEnvironment {
  private readonly globalsBefore: GlobalSnapshot;
  private readonly envBefore: NodeJS.ProcessEnv;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // The sandbox context jest-environment-node made stays as the key jest-runtime hands back.
    compileForProject(config.projectConfig.id);
    runInMainContext(this.getVmContext()!);
    this.global = globalThis as unknown as typeof this.global;
    this.moduleMocker = new ModuleMocker(globalThis);
    this.fakeTimers = new LegacyFakeTimers({
      config: config.projectConfig,
      global: globalThis,
      moduleMocker: this.moduleMocker,
      timerConfig: {
        idToRef: (id: number) => ({ id, ref: () => undefined, unref: () => undefined }),
        refToId: (timer: { id: number } | undefined) => timer?.id,
      },
    });
    this.fakeTimersModern = new ModernFakeTimers({
      config: config.projectConfig,
      global: globalThis,
    });
    this.globalsBefore = snapshotGlobals();
    this.envBefore = { ...process.env };
  }

  override async setup() {
    await super.setup();
    installWorkerStore(store);
    trackAsyncStorages();
  }

  override async teardown() {
    disableAsyncStorages();
    const kept = (globalThis as { [WORKER_GLOBALS]?: Set<PropertyKey> })[WORKER_GLOBALS];
    for (const key of Reflect.ownKeys(globalThis)) {
      if (kept?.has(key)) continue;
      const before = this.globalsBefore.get(key);
      const now = Object.getOwnPropertyDescriptor(globalThis, key);
      if (!now?.configurable) continue;
      if (!before) Reflect.deleteProperty(globalThis, key);
      else if (!sameDescriptor(before, now)) Object.defineProperty(globalThis, key, before);
    }
    for (const key of Object.keys(process.env)) {
      if (!(key in this.envBefore)) delete process.env[key];
    }
    Object.assign(process.env, this.envBefore);
    await super.teardown();
  }
}
