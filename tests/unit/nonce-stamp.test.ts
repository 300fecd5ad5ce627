import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { PRIVATE_NO_STORE, SHARED_PAGE_CACHE } from '@/lib/security/headers';
import { withCompression } from '@/site-server/compress';
import { createNonceStamper, policyNonce, withNonceStamp } from '@/site-server/nonce-stamp';

const NONCE = 'abcDEF123+/=';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`;

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/b.js"/>',
  '<link rel="modulepreload" href="/_next/c.js">',
  '<link rel="preload" as="font" href="/f.woff2"/>',
  '<script src="/_next/d.js" async=""></script>',
  '</head><body><p title="a > b">Ставка ₸</p>',
  '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script>',
  '<script async="" nonce="old-one">x()</script>',
  '<script type="application/ld+json">{"a":"b"}</script>',
  '</body></html>',
].join('');

function stampAll(chunks: Buffer[]) {
  const stamper = createNonceStamper(NONCE);
  return Buffer.concat([...chunks.map((chunk) => stamper.write(chunk)), stamper.end()]).toString();
}

describe('createNonceStamper', () => {
  const expected = stampAll([Buffer.from(PAGE)]);

  it("puts the answer's nonce on every script and script preload, and on nothing else", () => {
    // A page regenerated during another answer keeps that answer's nonce: it is replaced.
    expect(expected.match(/<script nonce="abcDEF123\+\/="/g)).toHaveLength(4);
    expect(expected).not.toContain('old');
    expect(expected).toContain(`<link nonce="${NONCE}" rel="preload" as="script"`);
    expect(expected).toContain(`<link nonce="${NONCE}" rel="modulepreload"`);
    expect(expected).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(expected).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    // Text that only looks like a tag inside a script stays as it is.
    expect(expected).toContain('"\\u003cscript\\u003e"');
    expect(expected).toContain('<p title="a > b">Ставка ₸</p>');
  });

  it('gives the same page whatever the chunk boundaries, even inside a tag or a character', () => {
    const bytes = Buffer.from(PAGE);
    for (let size = 1; size <= 40; size += 3) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(stampAll(chunks)).toBe(expected);
    }
  });

  it('reads the nonce of a policy', () => {
    expect(policyNonce(POLICY)).toBe(NONCE);
    expect(policyNonce("script-src 'self'")).toBeUndefined();
    expect(policyNonce(undefined)).toBeUndefined();
  });
});

/** The site server's stamp and compressor in front of a stand-in for Next. */
async function serve(handle: RequestListener) {
  const server: Server = createServer(withCompression(withNonceStamp(handle)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const prerendered: RequestListener = (request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', POLICY);
  response.setHeader('x-nextjs-prerender', ['1', '1']);
  response.setHeader('etag', '"build-etag"');
  response.setHeader('content-length', Buffer.byteLength(PAGE));
  // Written in pieces, as Next streams a page.
  const bytes = Buffer.from(PAGE);
  response.write(bytes.subarray(0, 50));
  response.write(bytes.subarray(50, 123).toString('latin1'), 'latin1');
  response.end(bytes.subarray(123));
};

describe('withNonceStamp', () => {
  it("stamps a prerendered page with its answer's nonce, drops the ETag, and compresses after", async () => {
    const site = await serve(prerendered);
    try {
      const plain = await fetch(site.url, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('etag')).toBeNull();
      expect(plain.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE);
      expect(await plain.text()).toBe(stampAll([Buffer.from(PAGE)]));

      const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        // node:http, as fetch would decompress on its own.
        import('node:http').then(({ get }) =>
          get(site.url, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () =>
              resolve({
                encoding: answer.headers['content-encoding'],
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject),
        );
      });
      expect(raw.encoding).toBe('gzip');
      expect(gunzipSync(raw.body).toString()).toBe(stampAll([Buffer.from(PAGE)]));
    } finally {
      await site.close();
    }
  });

  it('reads the headers writeHead is given, as an object or a flat list', async () => {
    for (const headers of [
      { 'content-type': 'text/html', 'x-nextjs-prerender': '1', 'content-security-policy': POLICY },
      ['content-type', 'text/html', 'x-nextjs-prerender', '1', 'content-security-policy', POLICY],
    ]) {
      const site = await serve((request, response) => {
        response.writeHead(200, headers as never);
        response.end(PAGE);
      });
      try {
        const answer = await fetch(site.url);
        expect(answer.headers.get('content-security-policy')).toBe(POLICY);
        expect(await answer.text()).toBe(stampAll([Buffer.from(PAGE)]));
      } finally {
        await site.close();
      }
    }
  });

  it('keeps an answer that sets a cookie private', async () => {
    const site = await serve((request, response) => {
      response.setHeader('set-cookie', 'language=ru');
      response.setHeader('cache-control', PRIVATE_NO_STORE);
      prerendered(request, response);
    });
    try {
      const answer = await fetch(site.url);
      expect(answer.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
      expect(await answer.text()).toBe(stampAll([Buffer.from(PAGE)]));
    } finally {
      await site.close();
    }
  });

  it('passes a page rendered per request, a page without a policy and other answers untouched', async () => {
    const cases: [string, Record<string, string>][] = [
      ['rendered per request', { 'content-type': 'text/html', 'content-security-policy': POLICY }],
      ['no policy', { 'content-type': 'text/html', 'x-nextjs-prerender': '1' }],
      [
        'not html',
        {
          'content-type': 'text/x-component',
          'x-nextjs-prerender': '1',
          'content-security-policy': POLICY,
        },
      ],
    ];
    for (const [name, headers] of cases) {
      const site = await serve((request, response) => {
        for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
        response.setHeader('etag', '"e"');
        response.end(PAGE);
      });
      try {
        const answer = await fetch(site.url);
        expect({ name, body: await answer.text() }).toEqual({ name, body: PAGE });
        expect(answer.headers.get('etag')).toBe('"e"');
      } finally {
        await site.close();
      }
    }
  });

  it('never compresses an event stream', async () => {
    const site = await serve((request, response) => {
      response.setHeader('content-type', 'text/event-stream');
      response.end(`data: ${'x'.repeat(4096)}\n\n`);
    });
    try {
      const answer = await fetch(site.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding')).toBeNull();
    } finally {
      await site.close();
    }
  });
});
