import { defineConfig } from '@playwright/test';
import base, { HARNESS_ENV, chromium } from './playwright.config';

const PORT = Number(process.env.E2E_CLUSTER_PORT || 3300);
const baseURL = `http://localhost:${PORT}`;

/**
 * e2e against `npm run cluster` (scripts/cluster.ts): two site servers and two API processes
 * behind HAProxy, on PostgreSQL (`E2E_CLUSTER_DATABASE_URL`, which `.ci/run` makes fresh) and
 * Redis. The player's main paths, tagged `@cluster` in their specs, run through the balancer, so
 * one player's requests and streams land on both APIs; `e2e/cluster/` kills and stops processes
 * and sends requests to each API past the balancer. Needs `npm run build` first.
 */
export default defineConfig({
  ...base,
  // The player's paths two at a time through the balancer, as the main e2e runs them; then the
  // specs that kill and stop processes, one test at a time, once the paths are done.
  workers: 2,
  fullyParallel: false,
  use: { ...base.use, baseURL },
  projects: [
    {
      name: 'cluster paths',
      grep: /@cluster/,
      testIgnore: '**/cluster/**',
      fullyParallel: true,
      use: chromium,
    },
    {
      name: 'cluster',
      testMatch: '**/cluster/*.spec.ts',
      workers: 1,
      dependencies: ['cluster paths'],
      use: chromium,
    },
  ],
  webServer: {
    command: 'npm run cluster',
    env: {
      ...HARNESS_ENV,
      CLUSTER_PORT: String(PORT),
      CLUSTER_DATA_DIR: '.data/e2e-cluster',
      DATABASE_URL:
        process.env.E2E_CLUSTER_DATABASE_URL ||
        'postgres://postgres@127.0.0.1:5432/arcada_e2e_cluster',
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      // The cluster's specs read the engines' and jobs' figures from each API.
      METRICS_TOKEN: 'e2e-cluster-metrics-token-0123456789',
      LOG_LEVEL: 'warn',
    },
    // Answers once an API and a site server are up behind the balancer.
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Its start and stop lines only; the processes' own lines go to the log level above.
    stdout: 'ignore',
    // Asked to stop, the cluster script stops its processes (each in a process group of its own).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
