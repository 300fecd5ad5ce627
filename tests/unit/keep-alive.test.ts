import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepConnectionsAlive } from '@/server/lib/keep-alive';

/**
 * A connection left idle longer than Node's default keep-alive (5 s; the server closed it about
 * 6 s after the last answer here) is still there for the next request: with the default, a client
 * or proxy that reuses it as the server closes it gets ECONNRESET (what the e2e met as a flake).
 */
const IDLE_MS = 7_000;

function get(agent: Agent, port: number) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = request({ agent, port, host: '127.0.0.1', path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function twoRequestsApart(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, port);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return [first, await get(agent, port)];
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const answer = () => createServer((_req, res) => res.end('ok'));

it('keeps an idle connection past Node’s default for the next request, which closes it', async () => {
  // Both at once: the test waits the idle time once.
  const [kept, closed] = await Promise.all([
    twoRequestsApart(keepConnectionsAlive(answer())),
    twoRequestsApart(answer()),
  ]);
  expect(kept).toEqual([
    { status: 200, reused: false },
    { status: 200, reused: true },
  ]);
  expect(closed[1]).toEqual({ status: 200, reused: false });
}, 20_000);
