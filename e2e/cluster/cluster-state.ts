import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The running cluster as `npm run cluster` describes it in its state file (scripts/lib/cluster.ts
 * writes `cluster.json` into its data directory), so specs can reach each process past the
 * balancer and know which one answers.
 */

type ClusterProcess = {
  name: string;
  role: 'api' | 'site' | 'balancer';
  port: number;
  pid: number | null;
  url: string;
};

/** The state file: `E2E_CLUSTER_STATE`, else the data directory playwright.cluster.config.ts gives. */
const statePath = () =>
  process.env.E2E_CLUSTER_STATE ||
  path.resolve(__dirname, '..', '..', '.data', 'e2e-cluster', 'cluster.json');

/** Read on every call: the cluster rewrites the file when it restarts a process (a new pid). */
function processes(): ClusterProcess[] {
  return (JSON.parse(readFileSync(statePath(), 'utf8')) as { processes: ClusterProcess[] })
    .processes;
}

/**
 * The API processes (role `api`) with their own addresses past the balancer, in the file's order,
 * so a test can send each request to a known instance.
 */
export function clusterApis(): { name: string; url: string; pid: number | null }[] {
  return processes()
    .filter((entry) => entry.role === 'api')
    .map(({ name, url, pid }) => ({ name, url, pid }));
}

/** One process of the cluster by name (`api1`, `site2`, `balancer`); throws when there is none. */
export function clusterProcess(name: string) {
  const found = processes().find((entry) => entry.name === name);
  if (!found) throw new Error(`No process named ${name} in ${statePath()}`);
  return found;
}
