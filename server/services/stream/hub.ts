import { STREAM_HEARTBEAT_MS, STREAM_RETRY_MS } from '@/lib/constants/stream';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { partJoiner } from './parts';
import type { StreamHub, StreamMessage, StreamRequest, StreamSink } from './ports';
import type { TopicSource } from './types';

/**
 * Unsent bytes a stream may hold before it is dropped. A client that keeps up holds none; one
 * that stalls this long (minutes of crash rounds) reconnects and starts from a snapshot, which
 * is cheaper for both sides than catching up, and no message ever waits for it.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;
/**
 * Streams one client address may hold on this process: a tab needs one, a household a few. More
 * is a script, and each stream holds memory until it goes.
 */
export const MAX_STREAMS_PER_ADDRESS = 16;
/**
 * Streams written to before the hub lets other work in. Writing a frame to ten thousand sockets
 * takes a hundred milliseconds and more; between slices the bus brings what was published
 * meanwhile, and the streams not yet written to get it in the same write as the frame before.
 */
export const FLUSH_SLICE = 1000;
/** The `Retry-After` of a refused stream: long enough that a loop of reconnects is slow. */
const REFUSED_RETRY_AFTER_S = 10;

const encoder = new TextEncoder();
const RETRY_FRAME = encoder.encode(`retry: ${STREAM_RETRY_MS}\n\n`);
const PING_FRAME = encoder.encode(': ping\n\n');

type Client = {
  sink: StreamSink;
  /** Frames queued for the next write, in order; the flush writes them together. */
  queue: Uint8Array[];
  queuedBytes: number;
  topics: readonly string[];
  address: string;
  /**
   * Frames that arrived while the client's snapshots were read: they follow the snapshots, so
   * nothing published after the client subscribed is lost or shown before the state it changes.
   */
  held: Uint8Array[] | null;
  heldBytes: number;
  /** The last message id when holding began: the snapshots' id, below every held frame's. */
  heldSince: number;
  /** Snapshot reads the client waits for before its held frames go out. */
  waiting: number;
  closed: boolean;
  detach: () => void;
};

/** A snapshot read under way, shared by every stream that asks for the topic meanwhile. */
type Flight = { seq: number; frame: Promise<Uint8Array> };

type Topic = {
  clients: Set<Client>;
  /** Messages of the topic delivered so far: a flight begun before the last one is stale. */
  seq: number;
  flight: Flight | null;
};

type HubOptions = {
  sources: readonly TopicSource[];
  /** The context sources read snapshots with (the root one: never a caller's transaction). */
  context: () => AppContext;
  maxUnsentBytes?: number;
  maxStreamsPerAddress?: number;
  heartbeatMs?: number;
  /** Streams written per event-loop turn (`FLUSH_SLICE`). */
  flushSlice?: number;
};

/**
 * This process's streams (`StreamHub`). Each message is framed once (`id: n`, then its payload
 * as the bus carried it) and the same bytes are queued to every stream of its topic; a flush
 * then writes each stream's queue in one write, a slice of streams at a time. What a stream's
 * sink has not sent yet is its own (the socket's buffer, or a `ReadableStream` the server drains
 * as the socket allows), so a stream that does not drain grows its buffer, not anyone's wait,
 * and is dropped past the bound.
 */
export function createStreamHub(options: HubOptions): StreamHub {
  const maxUnsent = options.maxUnsentBytes ?? MAX_UNSENT_BYTES;
  const maxPerAddress = options.maxStreamsPerAddress ?? MAX_STREAMS_PER_ADDRESS;
  const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  const flushSlice = options.flushSlice ?? FLUSH_SLICE;
  const clients = new Set<Client>();
  const topics = new Map<string, Topic>();
  const perAddress = new Map<string, number>();
  let lastId = 0;
  let messages = 0;
  let dropped = 0;
  /** When each message queued since the streams were last all written was published (`at`). */
  const undelivered: number[] = [];
  const deliveryListeners = new Set<(lagMs: number) => void>();
  /** The processes' own topics (`listen`): never a stream's. */
  const internal = new Map<string, Set<(message: StreamMessage) => void>>();
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  /** Streams with queued frames, in the order they got them: the flush's work list. */
  const dirty = new Set<Client>();
  let flushing: ReturnType<typeof setImmediate> | null = null;
  /** Messages that came as parts (over a bus payload's size), joined again before delivery. */
  const parts = partJoiner();

  const sourceOf = (topic: string) => options.sources.find((source) => source.matches(topic));

  function end(client: Client, error?: Error) {
    if (client.closed) return;
    client.closed = true;
    client.held = null;
    client.queue = [];
    dirty.delete(client);
    client.detach();
    clients.delete(client);
    for (const name of client.topics) {
      const topic = topics.get(name);
      topic?.clients.delete(client);
      if (topic?.clients.size === 0) topics.delete(name);
    }
    const count = (perAddress.get(client.address) ?? 1) - 1;
    if (count > 0) perAddress.set(client.address, count);
    else perAddress.delete(client.address);
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
    try {
      // An error drops what is queued at once; a close would first send it to a client that
      // is not reading.
      if (error) client.sink.fail(error);
      else client.sink.close();
    } catch {
      // The reader already went (its cancel is what brought us here).
    }
  }

  function drop(client: Client) {
    dropped += 1;
    end(client, new Error('The stream client did not keep up'));
  }

  /** Queues `bytes` for the next flush; a stream past its bound is dropped. */
  function send(client: Client, bytes: Uint8Array) {
    if (client.closed) return;
    client.queue.push(bytes);
    client.queuedBytes += bytes.byteLength;
    if (client.queuedBytes + client.sink.unsent() > maxUnsent) return drop(client);
    dirty.add(client);
    flushing ??= setImmediate(flush);
  }

  /**
   * Writes the queued frames of up to `flushSlice` streams, one write each, and comes back for
   * the rest after the event loop's turn: nothing waits for a stream, and no stream waits for
   * the whole crowd before a later frame joins its queue.
   */
  function flush() {
    flushing = null;
    let written = 0;
    for (const client of dirty) {
      dirty.delete(client);
      try {
        client.sink.write(client.queue);
      } catch (error) {
        // Its sink closed under it: the stream is over.
        end(client, error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      client.queue.length = 0;
      client.queuedBytes = 0;
      if (client.sink.unsent() > maxUnsent) drop(client);
      if (++written === flushSlice) break;
    }
    if (dirty.size > 0) flushing = setImmediate(flush);
    else if (undelivered.length > 0) delivered();
  }

  /** Every stream has been written what was queued: each message's lag since it was published. */
  function delivered() {
    const now = options.context().clock.now().getTime();
    for (const at of undelivered) for (const listener of deliveryListeners) listener(now - at);
    undelivered.length = 0;
  }

  function write(client: Client, bytes: Uint8Array) {
    if (!client.held) return send(client, bytes);
    client.held.push(bytes);
    client.heldBytes += bytes.byteLength;
    if (client.heldBytes > maxUnsent) drop(client);
  }

  function snapshotFrame(name: string, topic: Topic): Promise<Uint8Array> {
    // A read begun before the topic's last message may not hold it; one begun after may be
    // shared: whoever joins it subscribed before it ends, so later messages reach them too.
    if (topic.flight && topic.flight.seq === topic.seq) return topic.flight.frame;
    const ctx = options.context();
    const frame = (async () => {
      const source = sourceOf(name);
      if (!source) throw new Error(`No source owns the stream topic ${name}`);
      const data = await source.snapshot(ctx, name);
      const at = ctx.clock.now().getTime();
      const json = JSON.stringify({ topic: name, type: 'snapshot', at, data: data ?? null });
      return encoder.encode(`data: ${json}\n\n`);
    })();
    const flight = { seq: topic.seq, frame };
    topic.flight = flight;
    const settle = () => {
      if (topic.flight === flight) topic.flight = null;
    };
    frame.then(settle, settle);
    return frame;
  }

  /** Sends the client a snapshot of each of its topics, holding its messages meanwhile. */
  function refresh(client: Client) {
    if (!client.held) {
      client.held = [];
      client.heldBytes = 0;
      client.heldSince = lastId;
    }
    client.waiting += 1;
    const reads = client.topics.map((name) => snapshotFrame(name, topics.get(name)!));
    Promise.all(reads).then(
      (frames) => {
        if (client.closed) return;
        const id = encoder.encode(`id: ${client.heldSince}\n`);
        for (const frame of frames) {
          send(client, id);
          send(client, frame);
        }
        client.waiting -= 1;
        if (client.waiting > 0 || !client.held) return;
        const held = client.held;
        client.held = null;
        for (const bytes of held) send(client, bytes);
      },
      (error: unknown) => {
        // The client reconnects after `retry:` and asks again; a source that keeps failing
        // shows in the log, not as a stream that silently never starts.
        log.error('A stream snapshot failed', { topics: client.topics, error });
        end(client, error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  /**
   * One payload as the bus carried it: a message, framed once and queued to every stream of its
   * topic, or a part of one (`parts.ts`), delivered once the message is whole again.
   */
  function receive(payload: string, joined: boolean) {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      log.warn('A stream message is not JSON; dropped', { payload: payload.slice(0, 200) });
      return;
    }
    if (!isMessage(message)) {
      log.warn('A stream message lacks topic, type or at; dropped', {
        payload: payload.slice(0, 200),
      });
      return;
    }
    if ('part' in message) {
      // A joined message is never a part itself: one level of joining, no more.
      const whole = joined ? null : parts.take(message.part);
      if (whole !== null) receive(whole, true);
      return;
    }
    messages += 1;
    const listeners = internal.get(message.topic);
    if (listeners) {
      for (const listener of listeners) {
        try {
          listener(message as unknown as StreamMessage);
        } catch (error) {
          log.error('A stream listener failed', { topic: message.topic, error });
        }
      }
      return;
    }
    const topic = topics.get(message.topic);
    if (!topic) return;
    topic.seq += 1;
    lastId += 1;
    // What this process's own publishers send has no line break; another's might.
    const data = payload.includes('\n') ? JSON.stringify(message) : payload;
    const frame = encoder.encode(`id: ${lastId}\ndata: ${data}\n\n`);
    for (const client of topic.clients) write(client, frame);
    if (dirty.size > 0 && deliveryListeners.size > 0) undelivered.push(message.at);
  }

  const hub: StreamHub = {
    owns: (topic) => sourceOf(topic) !== undefined,

    attach({ topics: names, address, signal }: StreamRequest, sink: StreamSink) {
      if ((perAddress.get(address) ?? 0) >= maxPerAddress) {
        throw AppError.tooManyRequests(REFUSED_RETRY_AFTER_S);
      }
      const client: Client = {
        sink,
        queue: [],
        queuedBytes: 0,
        topics: names,
        address,
        held: null,
        heldBytes: 0,
        heldSince: 0,
        waiting: 0,
        closed: false,
        detach: () => {},
      };
      clients.add(client);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      for (const name of names) {
        let topic = topics.get(name);
        if (!topic) topics.set(name, (topic = { clients: new Set(), seq: 0, flight: null }));
        topic.clients.add(client);
      }
      if (!heartbeat) {
        heartbeat = setInterval(() => hub.heartbeat(), heartbeatMs);
        // Nothing to keep a process (or a test) alive for.
        heartbeat.unref?.();
      }
      const leave = () => end(client);
      if (signal) {
        if (signal.aborted) {
          end(client);
          return leave;
        }
        signal.addEventListener('abort', leave, { once: true });
        client.detach = () => signal.removeEventListener('abort', leave);
      }
      send(client, RETRY_FRAME);
      refresh(client);
      return leave;
    },

    open(request: StreamRequest) {
      let leave: () => void = () => {};
      let sink!: StreamSink;
      const stream = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            sink = {
              write: (frames) => frames.forEach((bytes) => controller.enqueue(bytes)),
              unsent: () => maxUnsent - (controller.desiredSize ?? 0),
              close: () => controller.close(),
              fail: (error) => controller.error(error),
            };
          },
          cancel: () => leave(),
        },
        { highWaterMark: maxUnsent, size: (chunk) => chunk.byteLength },
      );
      leave = hub.attach(request, sink);
      return stream;
    },

    deliver(payload) {
      receive(payload, false);
    },

    resync() {
      parts.clear();
      for (const client of clients) refresh(client);
    },

    heartbeat() {
      for (const client of clients) write(client, PING_FRAME);
    },

    stats: () => ({ streams: clients.size, topics: topics.size, messages, dropped }),

    listen(name, listener) {
      let listeners = internal.get(name);
      if (!listeners) internal.set(name, (listeners = new Set()));
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    onDelivered(listener) {
      deliveryListeners.add(listener);
      return () => deliveryListeners.delete(listener);
    },

    close() {
      for (const client of clients) end(client);
      if (flushing) clearImmediate(flushing);
      flushing = null;
    },
  };
  return hub;
}

function isMessage(value: unknown): value is { topic: string; type: string; at: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, type, at } = value as Record<string, unknown>;
  return typeof topic === 'string' && typeof type === 'string' && typeof at === 'number';
}
