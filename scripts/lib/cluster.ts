import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { waitUntilUp } from './wait-until-up';

/**
 * A cluster on this machine, as a deployment runs one (docs/OPERATIONS.md, "Scale out"): API
 * processes (`npm run api`) and site servers (`npm start`) on loopback ports, behind HAProxy from
 * Debian's packages with the repository's `deploy/haproxy.cfg`, on one PostgreSQL database and one
 * Redis. Players connect to the balancer's port; `/api` and the api. host go to the APIs, pages to
 * the sites. The processes share a data directory, so they share the secrets development draws.
 *
 * Ports from `port` (the balancer): sites at port+1, port+2; APIs at port+11, port+12.
 */
export type ClusterOptions = {
  /** The balancer's port on 127.0.0.1. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** Where the processes keep the secrets they share, the balancer's socket and `cluster.json`. */
  dataDir: string;
  /** API processes (1 or 2); a missing one is marked down by the balancer's check. */
  apis?: 1 | 2;
  /** Site servers (0 to 2); a bench of the API alone starts none. */
  sites?: 0 | 1 | 2;
  /** Restart a process that stops without being asked, as a supervisor would (systemd, k8s). */
  supervise?: boolean;
  /** Added to every process's environment. */
  env?: Record<string, string>;
  /** Where the processes' output goes, each line prefixed with its name; silent when null. */
  output?: ((line: string, stream: 'stdout' | 'stderr') => void) | null;
};

export type ClusterProcess = {
  name: string;
  role: 'api' | 'site' | 'balancer';
  port: number;
  /** The process group's leader (tsx), whose group holds its Node process. */
  pid: number | null;
  /** Local address of the process itself, past the balancer. */
  url: string;
};

export type Cluster = {
  /** The balancer: what a browser opens. */
  base: string;
  processes(): ClusterProcess[];
  /** Sends `signal` to a process's group; with `supervise` it is started again. */
  signal(name: string, signal: NodeJS.Signals): void;
  /** Starts a process that is not running (after a kill, when not supervised). */
  start(name: string): Promise<void>;
  stop(): Promise<void>;
};

type Managed = ClusterProcess & { child: ChildProcess | null; stopping: boolean; args: string[] };

const TSX = path.join('node_modules', '.bin', 'tsx');
const RESTART_DELAY_MS = 1_000;

/** Starts the cluster and resolves once the balancer answers for pages and the API. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { port, dataDir, apis = 2, sites = 2, supervise = false, output = null } = options;
  if (sites > 0 && !existsSync(path.join('.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `npm run build` first');
  }
  const haproxy = findHaproxy();
  mkdirSync(dataDir, { recursive: true });
  const base = `http://localhost:${port}`;
  const socket = path.resolve(dataDir, 'haproxy.sock');

  const shared: NodeJS.ProcessEnv = {
    ...pick(process.env),
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    DATA_DIR: dataDir,
    // The balancer on this machine is the proxy every request comes through.
    TRUSTED_PROXIES: 'loopback',
    // Links the servers build (e-mails, the checkout, game frames) lead to the balancer.
    NEXT_PUBLIC_SITE_URL: base,
    // A cluster to try and to test on this machine: the dev outbox, the sandbox payments and
    // test money, as the e2e harness runs (README, "A cluster on one machine").
    DEV_TOOLS: '1',
    ALLOW_TEST_MONEY: '1',
    ...options.env,
  };
  const managed: Managed[] = [];
  for (let i = 1; i <= apis; i += 1) {
    const apiPort = port + 10 + i;
    managed.push({
      name: `api${i}`,
      role: 'api',
      port: apiPort,
      pid: null,
      url: `http://127.0.0.1:${apiPort}`,
      child: null,
      stopping: false,
      args: ['--conditions=react-server', 'server/standalone.ts'],
    });
  }
  for (let i = 1; i <= sites; i += 1) {
    const sitePort = port + i;
    managed.push({
      name: `site${i}`,
      role: 'site',
      port: sitePort,
      pid: null,
      url: `http://127.0.0.1:${sitePort}`,
      child: null,
      stopping: false,
      args: ['site-server/index.ts'],
    });
  }
  const balancer: Managed = {
    name: 'balancer',
    role: 'balancer',
    port,
    pid: null,
    url: base,
    child: null,
    stopping: false,
    args: [],
  };
  let stopped = false;

  function envOf(member: Managed): NodeJS.ProcessEnv {
    if (member.role === 'api') return { ...shared, API_PORT: String(member.port) };
    if (member.role === 'site') {
      return {
        ...shared,
        PORT: String(member.port),
        HOST: '127.0.0.1',
        // Server rendering and the middleware reach the APIs through the balancer.
        API_INTERNAL_URL: `http://127.0.0.1:${port}/api`,
      };
    }
    return {
      NODE_ENV: 'production',
      PATH: process.env.PATH ?? '',
      CLUSTER_BIND: `127.0.0.1:${port}`,
      SITE_1: `127.0.0.1:${port + 1}`,
      SITE_2: `127.0.0.1:${port + 2}`,
      API_1: `127.0.0.1:${port + 11}`,
      API_2: `127.0.0.1:${port + 12}`,
      HAPROXY_SOCKET: socket,
    };
  }

  function launch(member: Managed) {
    const [command, args]: [string, string[]] =
      member.role === 'balancer'
        ? [haproxy, ['-db', '-q', '-f', 'deploy/haproxy.cfg']]
        : [TSX, member.args];
    const child = spawn(command, args, {
      env: envOf(member),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a signal reaches tsx's Node child too.
      detached: true,
    });
    member.child = child;
    member.pid = child.pid ?? null;
    member.stopping = false;
    for (const [stream, name] of [
      [child.stdout, 'stdout'],
      [child.stderr, 'stderr'],
    ] as const) {
      const lines = createInterface({ input: stream! });
      lines.on('line', (line) => output?.(`[${member.name}] ${line}`, name));
    }
    child.on('exit', (code, signal) => {
      if (member.child !== child) return;
      member.child = null;
      member.pid = null;
      writeState();
      if (stopped || member.stopping) return;
      output?.(`[cluster] ${member.name} stopped (${signal ?? `exit ${code}`})`, 'stderr');
      if (supervise) {
        setTimeout(() => {
          if (!stopped && !member.child) launch(member);
        }, RESTART_DELAY_MS).unref();
      }
    });
    writeState();
  }

  function writeState() {
    const state = { base, processes: list() };
    writeFileSync(path.join(dataDir, 'cluster.json'), `${JSON.stringify(state, null, 2)}\n`);
  }

  function list(): ClusterProcess[] {
    return [balancer, ...managed].map(({ name, role, port: p, pid, url }) => ({
      name,
      role,
      port: p,
      pid,
      url,
    }));
  }

  function find(name: string) {
    const member = [balancer, ...managed].find((candidate) => candidate.name === name);
    if (!member) throw new Error(`no process ${name} in the cluster`);
    return member;
  }

  async function whenUp(member: Managed) {
    if (member.role === 'api') await waitUntilUp(`${member.url}/api/ready`, { attempts: 200 });
    else if (member.role === 'site') await waitUntilUp(`${member.url}/robots.txt`);
  }

  const cluster: Cluster = {
    base,
    processes: list,
    signal(name, signal) {
      const member = find(name);
      if (member.pid) process.kill(-member.pid, signal);
    },
    async start(name) {
      const member = find(name);
      if (!member.child) launch(member);
      await whenUp(member);
    },
    async stop() {
      stopped = true;
      const exits = [balancer, ...managed].map((member) => {
        const { child } = member;
        if (!child || !member.pid) return Promise.resolve();
        member.stopping = true;
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        try {
          process.kill(-member.pid, 'SIGTERM');
        } catch {
          return Promise.resolve();
        }
        const pid = member.pid;
        const timer = setTimeout(() => {
          try {
            process.kill(-pid, 'SIGKILL');
          } catch {
            // gone already
          }
        }, 10_000);
        return exited.finally(() => clearTimeout(timer));
      });
      await Promise.all(exits);
    },
  };

  try {
    launch(balancer);
    // The first API migrates and seeds the database and draws the shared development secrets;
    // the others start once it is ready, as a rolling start would.
    const [first, ...rest] = managed.filter((member) => member.role === 'api');
    launch(first!);
    await whenUp(first!);
    const others = [...rest, ...managed.filter((member) => member.role === 'site')];
    for (const member of others) launch(member);
    await Promise.all(others.map(whenUp));
    await waitUntilUp(`${base}/api/ready`);
    if (sites > 0) await waitUntilUp(`${base}/robots.txt`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** HAProxy from Debian's packages (`apt-get install -y haproxy`). */
function findHaproxy() {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new Error('HAProxy is not installed: apt-get install -y haproxy');
}

/** The environment the processes inherit, without what a parent's own ports or database say. */
function pick(env: NodeJS.ProcessEnv): Record<string, string> {
  const own = new Set(['PORT', 'API_PORT', 'HOST', 'API_INTERNAL_URL', 'DATABASE_URL', 'DATA_DIR']);
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && !own.has(key)) result[key] = value;
  }
  return result;
}
