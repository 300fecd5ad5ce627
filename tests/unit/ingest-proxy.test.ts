import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { ingestUpstream, withIngestProxy } from '@/site-server/ingest-proxy';
import { startPosthogCollector, type PosthogCollector } from '@/tests/support/posthog-collector';

/** The site server's `/ingest` in front of the collector, and a stand-in for Next behind it. */
let collector: PosthogCollector;
let site: Server;
let origin: string;
beforeAll(async () => {
  collector = await startPosthogCollector();
  site = createServer(
    withIngestProxy(
      (_request, response) => response.end('next'),
      ingestUpstream({ POSTHOG_HOST: `${collector.url}/`, POSTHOG_ASSETS_HOST: collector.url }),
    ),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await collector.close();
});

describe('/ingest on the site server', () => {
  it("forwards a browser's gzip batch to the configured host, body untouched", async () => {
    const batch = [
      { event: '$pageview', properties: { distinct_id: 'anon-1', $current_url: '/en' } },
      { event: 'clicked', properties: { distinct_id: 'anon-1' } },
    ];
    const response = await fetch(`${origin}/ingest/e/?compression=gzip-js&ver=1.449.2`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: gzipSync(JSON.stringify(batch)),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    const arrived = collector.events.filter((event) => event.distinctId === 'anon-1');
    expect(arrived.map((event) => [event.event, event.encoding, event.batchSize])).toEqual([
      ['$pageview', 'gzip', 2],
      ['clicked', 'gzip', 2],
    ]);
  });

  it('answers feature flags from the host and leaves every other path to Next', async () => {
    const flags = await fetch(`${origin}/ingest/flags/?v=2`, { method: 'POST', body: '{}' });
    expect((await flags.json()).flags).toEqual({});
    expect(collector.requests).toContainEqual({ method: 'POST', path: '/flags/' });
    expect(await (await fetch(`${origin}/ingestion-guide`)).text()).toBe('next');
    expect(await (await fetch(`${origin}/en`)).text()).toBe('next');
  });

  it('answers 502 when the host cannot be reached', async () => {
    const down = createServer(
      withIngestProxy(() => {}, { host: 'http://127.0.0.1:9', assetsHost: 'http://127.0.0.1:9' }),
    );
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const port = (down.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/ingest/e/`, {
      method: 'POST',
      body: '[]',
    });
    expect(response.status).toBe(502);
    await new Promise((resolve) => down.close(resolve));
  });
});
