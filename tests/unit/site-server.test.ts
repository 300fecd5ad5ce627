import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_HOP_HEADER } from '@/lib/net/forwarding';
import { withForwardedPeer } from '@/site-server/forward-peer';

/** The site server in front of a stand-in for Next that answers the headers it was given. */
const TOKEN = 'a-site-hop-token-for-this-test-0123456789';
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(
    withForwardedPeer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.headers));
    }, TOKEN),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function headersSeen(headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return (await response.json()) as Record<string, string | undefined>;
}

describe('the site server', () => {
  it('appends the socket peer to X-Forwarded-For, as a proxy does', async () => {
    expect((await headersSeen({}))['x-forwarded-for']).toBe('127.0.0.1');
    expect((await headersSeen({ 'x-forwarded-for': '8.8.8.8, 1.1.1.1' }))['x-forwarded-for']).toBe(
      '8.8.8.8, 1.1.1.1, 127.0.0.1',
    );
  });

  it("passes the site's own calls on as they are, and drops the hop header from anyone", async () => {
    const own = await headersSeen({ 'x-forwarded-for': '8.8.8.8', [SITE_HOP_HEADER]: TOKEN });
    expect(own['x-forwarded-for']).toBe('8.8.8.8');
    expect(own[SITE_HOP_HEADER]).toBeUndefined();

    const forged = await headersSeen({
      'x-forwarded-for': '8.8.8.8',
      [SITE_HOP_HEADER]: `${TOKEN.slice(0, -1)}x`,
    });
    expect(forged['x-forwarded-for']).toBe('8.8.8.8, 127.0.0.1');
    expect(forged[SITE_HOP_HEADER]).toBeUndefined();
    const short = await headersSeen({ 'x-forwarded-for': '8.8.8.8', [SITE_HOP_HEADER]: 'x' });
    expect(short['x-forwarded-for']).toBe('8.8.8.8, 127.0.0.1');
  });
});
