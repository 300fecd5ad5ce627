import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// next-intl, its ICU helpers, msw's dependencies, @noble/hashes and TanStack Table (with its
// store) ship ES modules only: those packages and any .mjs file get compiled; everything else in
// node_modules stays untransformed.
const ESM_PACKAGES = [
  'next-intl',
  'use-intl',
  'intl-messageformat',
  '@formatjs',
  'msw',
  '@mswjs',
  '@open-draft',
  'until-async',
  'rettime',
  'jose',
  'ky',
  '@noble',
  '@tanstack',
];

/** @typedef {import('jest').Config} Config */

/** @type {Config} */
const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

/** @param {Config} config @returns {Promise<Config>} */
async function project(config) {
  const resolved = await createJestConfig({ ...shared, ...config })();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)(?!.*\\.mjs$)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}

/** @returns {Promise<Config>} */
export default async function jestConfig() {
  return {
    // Tests and hooks alike (a global option): a hook that opens a database, or makes the
    // PGlite template on a file's first run (tests/support/pglite-template.ts), waits its turn
    // on a 2-core machine.
    testTimeout: 30_000,
    // Every core: jest's default leaves one for itself, which on 2 cores is one worker for 246
    // files while the other core idles (npm test 676 s with one worker, 458 s with two). Not
    // more: three workers on two cores took 301 s where two took 273 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', '<rootDir>/tests/support/time-budget-reporter.mjs'],
    globalSetup: '<rootDir>/tests/support/jest-global-setup.mjs',
    // Files run in a worker process that is replaced once it holds this much after a file: each
    // file leaves about 15 MB behind (its module graph, in jest's VM contexts), and run in band
    // for 150 files the heap reached gigabytes and the late files ran two to three times slower
    // on garbage collection (npm test 727 s on an idle machine). At 600 MB the two workers were
    // replaced twice in a run, and a new one starts without the PGlite instances, compiled code
    // and shared packages the old one kept (npm test 292 s; 273 s at 1,200 MB, never replaced).
    workerIdleMemoryLimit: '1200MB',
    projects: [
      await project({
        displayName: 'unit',
        testEnvironment: '<rootDir>/tests/support/environments/node.ts',
        testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
      }),
      // The API through app.request() on a database: in the worker's own context, at Node's
      // speed, keeping one embedded database per worker (tests/support/environments/main-context.ts).
      await project({
        displayName: 'api',
        testEnvironment: '<rootDir>/tests/support/environments/main-context.ts',
        runtime: '<rootDir>/tests/support/environments/shared-modules-runtime.cjs',
        testMatch: ['<rootDir>/tests/{api,casino-conformance}/**/*.test.ts'],
        moduleNameMapper: {
          // argon2id at its lowest cost: players are registered by the thousand here.
          '^@node-rs/argon2$': '<rootDir>/tests/support/argon2-fast.ts',
          ...shared.moduleNameMapper,
        },
      }),
      await project({
        displayName: 'components',
        testEnvironment: '<rootDir>/tests/support/environments/jsdom.ts',
        testMatch: ['<rootDir>/tests/components/**/*.test.tsx'],
        setupFilesAfterEnv: ['<rootDir>/tests/support/setup-dom.ts'],
      }),
    ],
  };
}
