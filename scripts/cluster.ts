/**
 * `npm run cluster`: two site servers and two API processes behind HAProxy on this machine, on
 * PostgreSQL and Redis (scripts/lib/cluster.ts, deploy/haproxy.cfg, README "A cluster on one
 * machine"). Needs `npm run build` first and `apt-get install -y haproxy`. A process that dies is
 * started again after a second, as a supervisor would; Ctrl-C stops them all.
 *
 *   CLUSTER_PORT      the balancer's port (8000); sites on +1, +2, APIs on +11, +12
 *   DATABASE_URL      PostgreSQL (postgres://postgres@127.0.0.1:5432/arcada_cluster, made if missing)
 *   REDIS_URL         the stream's bus and the shared rate limits (redis://127.0.0.1:6379)
 *   CLUSTER_DATA_DIR  the shared secrets, the balancer's socket, cluster.json (.data/cluster)
 */
import path from 'node:path';
import pg from 'pg';
import { startCluster } from './lib/cluster';

const port = Number(process.env.CLUSTER_PORT || 8000);
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/arcada_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR || '.data/cluster');

/** Creates the database of `url` when its server does not have it yet. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`[cluster] created the database ${name}`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  await ensureDatabase(databaseUrl);
  console.log('[cluster] starting: 2 APIs, 2 sites, HAProxy');
  const cluster = await startCluster({
    port,
    databaseUrl,
    redisUrl,
    dataDir,
    supervise: true,
    output: (line, stream) => (stream === 'stderr' ? console.error(line) : console.log(line)),
  });
  console.log(`[cluster] ready at ${cluster.base}`);
  for (const member of cluster.processes()) {
    console.log(`[cluster]   ${member.name.padEnd(9)} ${member.url}  pid ${member.pid}`);
  }
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log('[cluster] stopping');
      cluster.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error('[cluster] did not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
