import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { withCompression } from '@/site-server/compress';

/**
 * The site server's compressor in front of a stand-in for Next. The event stream is written in
 * two parts and ended only when the test says: its first part must reach the client before the
 * end, uncompressed. Any other answer is still compressed.
 */
let server: Server;
let port: number;
const finishers: Array<() => void> = [];
beforeAll(async () => {
  server = createServer(
    withCompression((req, res) => {
      if (req.url !== '/events') {
        res.setHeader('content-type', 'text/plain');
        return res.end('a page '.repeat(200));
      }
      res.setHeader('content-type', 'text/event-stream');
      res.write(`${'first part '.repeat(200)}\n\n`);
      finishers.push(() => res.end('second part\n\n'));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  // A failed test may have left its stream open; the server closes only once none is.
  for (const finish of finishers.splice(0)) finish();
  return new Promise((resolve) => server.close(resolve));
});

/** The answer's head and its first chunk, while the stand-in still holds the rest back. */
function firstChunk(path: string) {
  return new Promise<{ response: IncomingMessage; chunk: Buffer }>((resolve, reject) => {
    const req = request({ port, path, headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
      response.once('data', (chunk: Buffer) => resolve({ response, chunk }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site server and event streams', () => {
  it('passes an event stream on uncompressed, each part as it is written', async () => {
    const { response, chunk } = await firstChunk('/events');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(chunk.toString()).toContain('first part');
    const rest: Buffer[] = [];
    response.on('data', (part: Buffer) => rest.push(part));
    const ended = new Promise((resolve) => response.on('end', resolve));
    finishers.shift()!();
    await ended;
    expect(Buffer.concat(rest).toString()).toContain('second part');
  });

  it('still compresses other answers', async () => {
    const { response } = await firstChunk('/page');
    expect(response.headers['content-encoding']).toMatch(/^(gzip|br)$/);
    response.resume();
  });
});
