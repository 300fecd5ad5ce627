import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { STREAM_RETRY_MS } from '@/lib/constants/stream';
import { MAX_MESSAGE_BYTES } from '@/server/services/stream/envelope';
import { createStreamHub, MAX_STREAMS_PER_ADDRESS } from '@/server/services/stream/hub';
import { MAX_MESSAGE_PARTS, splitMessage } from '@/server/services/stream/parts';
import type { TopicSource } from '@/server/services/stream/types';
import { createTestApi, uniqueIp, type TestApi } from '../support/api';
import { eventReader } from '../support/event-stream';

/**
 * The live channel through the API, on the in-process bus every test context has. Topics here
 * are `test-*`, owned by a source whose state a test sets; what a snapshot read sees is counted.
 */
const state = new Map<string, number>();
const reads: string[] = [];
/** While set, snapshot reads wait for it: a test publishes while a snapshot is being read. */
let gate: Promise<void> | null = null;
const testSource: TopicSource = {
  matches: (topic) => topic.startsWith('test-'),
  async snapshot(_ctx, topic) {
    reads.push(topic);
    if (gate) await gate;
    return { version: state.get(topic) ?? 0 };
  },
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    stream: createStreamHub({ sources: [testSource], context: () => api.ctx }),
  });
});
afterEach(() => {
  api.ctx.stream.close();
  gate = null;
});
afterAll(() => api.close());

let topicCount = 0;
/** A topic no other test uses. */
const uniqueTopic = () => `test-${(topicCount += 1)}`;

function open(
  topics: string,
  options: { ip?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  return api.app.request(`/api/stream?topics=${topics}`, {
    headers: { 'x-forwarded-for': `${options.ip ?? uniqueIp()}, 127.0.0.1`, ...options.headers },
    signal: options.signal,
  });
}

const publish = (topic: string, type: string, data: unknown) =>
  api.ctx.events.publish({ topic, type, data });

describe('GET /api/stream', () => {
  it('answers an event stream nothing may buffer: retry first, then a snapshot per topic', async () => {
    const [a, b] = [uniqueTopic(), uniqueTopic()];
    state.set(b, 7);
    const response = await open(`${a},${b}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');

    const events = eventReader(response.body);
    expect(await events.next()).toEqual({ retry: STREAM_RETRY_MS });
    const first = await events.nextData();
    const second = await events.nextData();
    expect(first.data).toEqual({
      topic: a,
      type: 'snapshot',
      at: api.clock.now().getTime(),
      data: { version: 0 },
    });
    expect(second.data).toMatchObject({ topic: b, type: 'snapshot', data: { version: 7 } });
    expect(first.id).toMatch(/^\d+$/);

    await publish(a, 'tick', { n: 1 });
    const message = await events.nextData();
    expect(message.data).toEqual({
      topic: a,
      type: 'tick',
      at: api.clock.now().getTime(),
      data: { n: 1 },
    });
    expect(Number(message.id)).toBeGreaterThan(Number(first.id));
  });

  it('sends each message to every stream of its topic, in order, and none of another topic', async () => {
    const topic = uniqueTopic();
    const other = uniqueTopic();
    const streams = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const events = eventReader((await open(i % 2 ? topic : `${topic},${other}`)).body);
        await events.next(); // retry
        await events.nextData(); // snapshot of topic
        if (i % 2 === 0) await events.nextData(); // snapshot of other
        return events;
      }),
    );
    expect(api.ctx.stream.stats().streams).toBe(200);
    for (let n = 1; n <= 5; n += 1) {
      await publish(other, 'elsewhere', { n });
      await publish(topic, 'step', { n });
    }
    for (const [i, events] of streams.entries()) {
      let lastId = 0;
      const seen: unknown[] = [];
      for (let k = 0; k < (i % 2 ? 5 : 10); k += 1) {
        const { id, data } = await events.nextData();
        expect(Number(id)).toBeGreaterThan(lastId);
        lastId = Number(id);
        seen.push(`${data.type} ${data.data.n}`);
      }
      const steps = seen.filter((line) => String(line).startsWith('step'));
      expect(steps).toEqual(['step 1', 'step 2', 'step 3', 'step 4', 'step 5']);
      if (i % 2) expect(seen).toEqual(steps);
    }
  });

  it('starts a reconnection, Last-Event-ID or not, from a fresh snapshot', async () => {
    const topic = uniqueTopic();
    const events = eventReader((await open(topic)).body);
    await events.next();
    await events.nextData();
    state.set(topic, 1);
    await publish(topic, 'changed', { version: 1 });
    const { id } = await events.nextData();
    await events.cancel();

    state.set(topic, 2);
    const again = eventReader((await open(topic, { headers: { 'last-event-id': id! } })).body);
    expect(await again.next()).toEqual({ retry: STREAM_RETRY_MS });
    expect((await again.nextData()).data).toMatchObject({
      type: 'snapshot',
      data: { version: 2 },
    });
  });

  it('holds what is published during a snapshot read until the snapshot is sent', async () => {
    const topic = uniqueTopic();
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const events = eventReader((await open(topic)).body);
    await events.next();
    await publish(topic, 'during', {});
    release();
    expect((await events.nextData()).data.type).toBe('snapshot');
    expect((await events.nextData()).data.type).toBe('during');
  });

  it('shares a snapshot read among streams opening together, until the topic changes', async () => {
    const topic = uniqueTopic();
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const before = reads.length;
    const streams = await Promise.all([open(topic), open(topic), open(topic)]);
    expect(reads.length - before).toBe(1);
    // A change after the read began: the next stream must read again.
    await publish(topic, 'changed', {});
    const late = await open(topic);
    expect(reads.length - before).toBe(2);
    release();
    for (const response of [...streams, late]) {
      const events = eventReader(response.body);
      await events.next();
      expect((await events.nextData()).data.type).toBe('snapshot');
    }
  });

  it('drops a client that does not read, and keeps sending to the others', async () => {
    const topic = uniqueTopic();
    const stalled = await open(topic); // never read
    const reader = eventReader((await open(topic)).body);
    await reader.next();
    await reader.nextData();
    const filler = 'x'.repeat(4000);
    for (let n = 1; n <= 20; n += 1) {
      await publish(topic, 'big', { n, filler });
      expect((await reader.nextData()).data.data.n).toBe(n);
    }
    expect(api.ctx.stream.stats()).toMatchObject({ streams: 1, dropped: 1 });
    // What it had queued is gone with it: it breaks off rather than replaying 64 KB.
    await expect(stalled.text()).rejects.toThrow('did not keep up');
  });

  it('frees a stream when its client leaves: the gauge returns to zero', async () => {
    const topic = uniqueTopic();
    const aborted = new AbortController();
    const byAbort = await open(topic, { signal: aborted.signal });
    const byCancel = eventReader((await open(topic)).body);
    await byCancel.next();
    expect(api.ctx.stream.stats()).toMatchObject({ streams: 2, topics: 1 });

    aborted.abort();
    await byCancel.cancel();
    expect(api.ctx.stream.stats()).toMatchObject({ streams: 0, topics: 0 });
    await expect(byAbort.text()).resolves.toEqual(expect.any(String));
    // Nothing holds a frame for them any more.
    await publish(topic, 'after', {});
  });

  it('sends the heartbeat comment to every stream', async () => {
    const events = eventReader((await open(uniqueTopic())).body);
    await events.next();
    await events.nextData();
    api.ctx.stream.heartbeat();
    expect(await events.next()).toEqual({ comment: 'ping' });
  });

  it('sends every stream a fresh snapshot when the bus may have lost messages', async () => {
    const topic = uniqueTopic();
    const events = eventReader((await open(topic)).body);
    await events.next();
    await events.nextData();
    state.set(topic, 5);
    api.ctx.stream.resync();
    expect((await events.nextData()).data).toMatchObject({
      type: 'snapshot',
      data: { version: 5 },
    });
  });

  it('refuses malformed, too many and unknown topics with 422 on topics', async () => {
    for (const topics of ['', 'cr\u00e4sh', 'a b', 'x'.repeat(65), 'a,,b']) {
      const response = await open(encodeURIComponent(topics));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        errors: { topics: [expect.stringMatching(/^invalid_value: /)] },
      });
    }
    const nine = Array.from({ length: 9 }, (_, i) => `test-${i}`).join(',');
    expect(await (await open(nine)).json()).toEqual({
      errors: { topics: [expect.stringMatching(/^too_many_topics: /)] },
    });
    const unknown = await open('test-1,crash-of-nothing');
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      errors: { topics: [expect.stringMatching(/^unknown_topic: /)] },
    });
    expect((await api.app.request('/api/stream')).status).toBe(422);
    expect(api.ctx.stream.stats().streams).toBe(0);
  });

  it(`lets one address hold ${MAX_STREAMS_PER_ADDRESS} streams, then answers 429`, async () => {
    const ip = uniqueIp();
    const topic = uniqueTopic();
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i += 1) {
      held.push(await open(topic, { ip }));
      expect(held.at(-1)!.status).toBe(200);
    }
    const refused = await open(topic, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await open(topic)).status).toBe(200);
    await held[0]!.body!.cancel();
    expect((await open(topic, { ip })).status).toBe(200);
  });

  it('is open to the site on the api. host: CORS answers its origin', async () => {
    const origin = api.ctx.config.allowedOrigins[0]!;
    const response = await open(uniqueTopic(), { headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    const stranger = await open(uniqueTopic(), { headers: { origin: 'https://elsewhere.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is in the OpenAPI document as text/event-stream', async () => {
    const document = await (await api.app.request('/api/openapi.json')).json();
    const operation = document.paths['/stream'].get;
    expect(Object.keys(operation.responses[200].content)).toEqual(['text/event-stream']);
    expect(operation.responses).toHaveProperty('422');
    expect(operation.responses).toHaveProperty('429');
  });
});

describe('GET /api/stream served by Node (npm run api)', () => {
  it('writes frames straight to the socket with every header, and frees the stream when the client goes', async () => {
    const server = serve({ fetch: api.app.fetch, port: 0 });
    if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const topic = uniqueTopic();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/stream?topics=${topic}`, {
        headers: { 'x-forwarded-for': `${uniqueIp()}, 127.0.0.1` },
      });
      expect(response.status).toBe(200);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'x-request-id': expect.any(String),
      });
      expect(response.headers.has('x-hono-already-sent')).toBe(false);
      const reader = eventReader(response.body);
      expect(await reader.next()).toEqual({ retry: STREAM_RETRY_MS });
      expect((await reader.nextData()).data).toMatchObject({
        type: 'snapshot',
        data: { version: 0 },
      });
      await publish(topic, 'moved', { n: 1 });
      expect((await reader.nextData()).data).toMatchObject({ type: 'moved', data: { n: 1 } });
      expect(api.ctx.stream.stats().streams).toBe(1);
      await reader.cancel();
      for (let tries = 0; api.ctx.stream.stats().streams > 0 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(api.ctx.stream.stats().streams).toBe(0);

      // A refusal is still an ordinary answer.
      const refused = await fetch(`http://127.0.0.1:${port}/api/stream?topics=nobody-owns-this`);
      expect(refused.status).toBe(422);
    } finally {
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('publishing', () => {
  it('carries a message larger than NOTIFY does in parts, and delivers it whole and in order', async () => {
    const topic = uniqueTopic();
    const response = await open(topic);
    const reader = eventReader(response.body);
    await reader.next();
    await reader.nextData();
    // Multi-byte text split anywhere between parts, three times a payload's size.
    const big = 'ж€x'.repeat(MAX_MESSAGE_BYTES / 2);
    const before = api.ctx.stream.stats().messages;
    await publish(topic, 'small', { n: 1 });
    await publish(topic, 'big', { text: big });
    await publish(topic, 'small', { n: 2 });
    expect((await reader.nextData()).data).toMatchObject({ type: 'small', data: { n: 1 } });
    const whole = await reader.nextData();
    expect(whole.data).toMatchObject({ topic, type: 'big', data: { text: big } });
    expect(Buffer.byteLength(JSON.stringify(whole.data))).toBeGreaterThan(3 * MAX_MESSAGE_BYTES);
    expect((await reader.nextData()).data).toMatchObject({ type: 'small', data: { n: 2 } });
    // Three messages, however many payloads the big one took.
    expect(api.ctx.stream.stats().messages).toBe(before + 3);
    await reader.cancel();
  });

  it('joins parts of messages interleaved on the bus, and forgets a message cut by a resync', async () => {
    const topic = uniqueTopic();
    const response = await open(topic);
    const reader = eventReader(response.body);
    await reader.next();
    await reader.nextData();
    const hub = api.ctx.stream;
    const at = api.clock.now().getTime();
    const partsOf = (type: string, text: string) =>
      splitMessage(
        Buffer.from(JSON.stringify({ topic, type, at, data: { text } })),
        { topic, type, at },
        MAX_MESSAGE_BYTES,
      );
    const [a, b] = [partsOf('a', 'a'.repeat(20_000)), partsOf('b', 'b'.repeat(10_000))];
    expect([a.length, b.length]).toEqual([4, 2]);
    hub.deliver(a[0]!);
    hub.deliver(b[1]!);
    hub.deliver(a[2]!);
    hub.deliver(a[0]!); // a repeat changes nothing
    hub.deliver(b[0]!);
    hub.deliver(a[3]!);
    hub.deliver(a[1]!);
    expect((await reader.nextData()).data).toMatchObject({
      type: 'b',
      data: { text: 'b'.repeat(10_000) },
    });
    expect((await reader.nextData()).data).toMatchObject({
      type: 'a',
      data: { text: 'a'.repeat(20_000) },
    });

    const cut = partsOf('cut', 'c'.repeat(10_000));
    hub.deliver(cut[0]!);
    hub.resync();
    hub.deliver(cut[1]!);
    expect((await reader.nextData()).data).toMatchObject({ type: 'snapshot' });
    await publish(topic, 'after', {});
    expect((await reader.nextData()).data).toMatchObject({ type: 'after' });
    await reader.cancel();
  });

  it('refuses a message more parts would not carry, and a snapshot', async () => {
    const topic = uniqueTopic();
    await expect(
      publish(topic, 'huge', 'x'.repeat(MAX_MESSAGE_PARTS * MAX_MESSAGE_BYTES)),
    ).rejects.toThrow('publish it in batches');
    await expect(publish(topic, 'snapshot', {})).rejects.toThrow('may not be a snapshot');
    await expect(publish('Not A Topic', 'x', {})).rejects.toThrow('Not a stream topic');
  });

  it('reaches nobody and holds nothing when no stream shows the topic', async () => {
    const before = api.ctx.stream.stats().messages;
    await publish(uniqueTopic(), 'alone', {});
    expect(api.ctx.stream.stats()).toMatchObject({
      messages: before + 1,
      streams: 0,
      topics: 0,
    });
  });
});
