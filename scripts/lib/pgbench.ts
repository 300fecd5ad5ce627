import { execFileSync } from 'node:child_process';
import { Client } from 'pg';

/**
 * Drops (if it exists) and creates database `name` through the admin URL, and answers its URL.
 */
export async function freshDatabase(adminUrl: string, name: string) {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type PgbenchFigures = { tps: number; latencyMs: number; failed: number };

/**
 * `pgbench -b simple-update` (update, select, insert in one transaction) on a fresh database
 * `name` of the server `adminUrl` names: the database's own ceiling for a small write
 * transaction on this machine, the yardstick the money benches compare themselves with.
 * Null when pgbench is missing or fails.
 */
export async function runPgbench(options: {
  adminUrl: string;
  name: string;
  clients: number;
  durationS: number;
}): Promise<PgbenchFigures | null> {
  const url = new URL(await freshDatabase(options.adminUrl, options.name));
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
  ];
  const database = url.pathname.slice(1);
  try {
    console.log(`\npgbench -b simple-update, ${options.clients} clients`);
    execFileSync('pgbench', [...connection, '-i', '-q', '-s', '10', database], { stdio: 'ignore' });
    const output = execFileSync(
      'pgbench',
      [
        ...connection,
        '-b',
        'simple-update',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.durationS),
        '-r',
        database,
      ],
      { encoding: 'utf8' },
    );
    return {
      tps: Number(output.match(/tps = ([\d.]+)/)?.[1]),
      latencyMs: Number(output.match(/latency average = ([\d.]+) ms/)?.[1]),
      failed: Number(output.match(/number of failed transactions: (\d+)/)?.[1] ?? 0),
    };
  } catch (error) {
    console.log(`  pgbench did not run: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
}
