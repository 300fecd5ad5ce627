import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Whether a Redis on 127.0.0.1:`port` answers PING. */
function pings(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.on('close', () => resolve(false));
    socket.on('error', () => {});
  });
}

/**
 * Starts a Redis of its own on 127.0.0.1:`port`, in memory only, and answers its URL and how to
 * stop it. The stream's bus is one Redis channel for every process on a Redis (and so are the
 * rate limits' keys): a cluster bench on the machine's shared Redis would hear other clusters'
 * crash rounds, and they would hear its own.
 */
export async function startPrivateRedis(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: dir, stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    // Not installed: no exit follows.
    child.once('error', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await pings(port)) return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`redis-server did not start on port ${port} (is it installed, the port free?)`);
}
