import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';
import { disableAsyncStorages, trackAsyncStorages } from './async-storages';
import { compileForProject } from './code-cache';

/**
 * jsdom with Node's fetch and streams (jest-fixed-jsdom), compiling with the worker's code cache
 * (`code-cache.ts`) and disabling the async storages of a file when it ends (`async-storages.ts`).
 */
export default class JsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    compileForProject(config.projectConfig.id);
  }

  override async setup() {
    await super.setup();
    trackAsyncStorages();
  }

  override async teardown() {
    disableAsyncStorages();
    await super.teardown();
  }
}
