import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { apiPathOf, serviceOnly } from '@/site-server/service-listener';

/** The dice port of the site server, in front of a stand-in for Next that names what it got. */
let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(
    serviceOnly('dice', (request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ next: request.url }));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw request line, so paths reach the server exactly as written (dot segments, `//`). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: `localhost:${port}`, ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\nconnection: close\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => {
      const status = Number(text.split(' ')[1]);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
  });
}

describe("the site server's port of a game service", () => {
  it('hands that service’s calls and the probes to Next', async () => {
    for (const path of [
      '/api/api/v2/games/dice/bet',
      '/api/api/v2/games/dice/recent?x=1',
      '/api/health',
      '/api/ready',
    ]) {
      const answer = await raw(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(JSON.parse(answer.body)).toEqual({ next: path });
    }
    // Next routes the path that was checked, not the one written.
    const walked = await raw('/api/api/v2/games/keno/../dice/bet');
    expect(JSON.parse(walked.body)).toEqual({ next: '/api/api/v2/games/dice/bet' });
  });

  it("answers 404 to pages, other services' calls and the rest of the API", async () => {
    for (const path of [
      '/',
      '/en/games/dice',
      '/api/api/v2/games/keno/bet',
      '/api/api/v2/fair/seeds',
      '/api/profile/user',
      '/api/api/v2/games/dice/../../../profile/user',
      '/api/api/v2/games/dice/%2e%2e/%2e%2e/%2e%2e/profile/user',
      '//evil/api/api/v2/games/dice/bet',
    ]) {
      const answer = await raw(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'not_found' });
    }
  });

  it('reads the api. host as the middleware does: its paths are the API root', () => {
    const on = (host: string, url: string, forwarded?: string) =>
      apiPathOf({ url, headers: { host, ...(forwarded && { 'x-forwarded-host': forwarded }) } });
    expect(on('api.casino.example:3101', '/api/v2/games/dice/bet')).toBe('/api/v2/games/dice/bet');
    expect(on('localhost:3101', '/api/api/v2/games/dice/bet')).toBe('/api/v2/games/dice/bet');
    expect(on('localhost:3101', '/api/v2/games/dice/bet', 'api.casino.example')).toBe(
      '/api/v2/games/dice/bet',
    );
    expect(on('localhost:3101', '/en/games/dice')).toBeNull();
  });
});
