// jest's runtime for the API project (jest.config.mjs `runtime`): a few stateless packages are
// loaded once per worker by Node's own require, instead of once per test file into that file's
// module registry.
//
// Why: every API file builds the whole app, and evaluating drizzle, the Postgres and PGlite
// drivers, Hono, nodemailer, ioredis and PostHog's client anew cost about 0.3 s of a core per
// file, a sixth of an average API file. These packages keep no state of the file's at module
// level: what a file makes with them (a database, an app, a transport, a client) is its own, and
// no test mocks them (a test that did would need the package out of SHARED_PACKAGES). zod's one
// piece of global state is its registry of schema metadata, which each file's schemas fill again
// (an id names the newest schema that claimed it). The project's environment runs files in the
// worker's own context (main-context.ts), so a shared module's objects are of the same realm as
// the file's. The site's own code is still evaluated per file.
const Module = require('node:module');
const JestRuntime = require('jest-runtime').default;

const SHARED_PACKAGES = new Set([
  'zod',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'hono',
  'nodemailer',
  'ioredis',
  'posthog-node',
]);

/** While a shared package loads, the storages it makes are the worker's, not the file's. */
const SHARED_LOAD = Symbol.for('casino-site.tests.shared-module-load');
/** Globals a shared package set as it loaded: the worker's, kept when a file's are removed. */
const WORKER_GLOBALS = Symbol.for('casino-site.tests.worker-globals');

/** The package a bare specifier names (`drizzle-orm/pg-core` → `drizzle-orm`), or null. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

class SharedModulesRuntime extends JestRuntime {
  requireModuleOrMock(from, moduleName) {
    if (SHARED_PACKAGES.has(packageOf(moduleName))) {
      const before = new Set(Reflect.ownKeys(globalThis));
      globalThis[SHARED_LOAD] = true;
      try {
        return Module.createRequire(from)(moduleName);
      } finally {
        globalThis[SHARED_LOAD] = false;
        globalThis[WORKER_GLOBALS] ??= new Set([SHARED_LOAD, WORKER_GLOBALS]);
        for (const key of Reflect.ownKeys(globalThis)) {
          if (!before.has(key)) globalThis[WORKER_GLOBALS].add(key);
        }
      }
    }
    return super.requireModuleOrMock(from, moduleName);
  }
}

module.exports = SharedModulesRuntime;
module.exports.default = SharedModulesRuntime;
