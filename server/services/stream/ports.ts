/**
 * The stream's parts as the context holds them (`ctx.events`, `ctx.stream`). Kept apart from
 * `types.ts`, whose topic sources take the whole `AppContext`: the context's type imports this
 * file, and a file the context imports must not import the context back.
 */

/** One state change on a topic, published once by the process that owns the topic. */
export type StreamMessage = { topic: string; type: string; data: unknown };

/** Publishes to every API process, this one included. Never inside a money transaction. */
export interface EventBus {
  publish(message: StreamMessage): Promise<void>;
}

/**
 * A bus as the composition root holds it: in process, PostgreSQL LISTEN/NOTIFY or Redis pub/sub.
 * It hands every message any process published to this process's hub.
 */
export interface StreamBus extends EventBus {
  /** Settles once this process receives what is published (its LISTEN or SUBSCRIBE answered). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/** What an open stream asks for: its topics and who asks (the per-address limit's key). */
export type StreamRequest = {
  topics: readonly string[];
  address: string;
  /** The request's; its abort (the client left) closes the stream and frees what it held. */
  signal?: AbortSignal;
};

/**
 * Where a stream's bytes go: a Node response written directly (`npm run api`), or a web
 * `ReadableStream` (under Next). `write` takes frames to send in order, as one write where it
 * can; the list is the hub's and reused after the call. `unsent` is what is queued and not yet
 * on the wire.
 */
export type StreamSink = {
  write(frames: readonly Uint8Array[]): void;
  unsent(): number;
  close(): void;
  fail(error: Error): void;
};

/** The figures of a hub: what a health check or a bench reads. */
export type StreamStats = {
  /** Streams open now (the gauge). */
  streams: number;
  /** Topics with at least one open stream. */
  topics: number;
  /** Messages the bus brought to this process. */
  messages: number;
  /** Streams closed because their client did not keep up. */
  dropped: number;
};

/**
 * This process's streams: each message the bus brings is made into a frame once and that same
 * frame is queued to every local stream of its topic, without waiting for any of them.
 */
export type StreamHub = {
  /** Whether a topic source owns `topic` (an unknown one is the request's error). */
  owns(topic: string): boolean;
  /**
   * Opens a stream: `retry:`, a snapshot per topic, then every message of its topics. Throws a
   * 429 `AppError` when the address holds as many streams as it may.
   */
  open(request: StreamRequest): ReadableStream<Uint8Array>;
  /**
   * Opens a stream into `sink` (the same, without a web stream between the hub and the socket);
   * answers the function that closes it. Throws like `open`.
   */
  attach(request: StreamRequest, sink: StreamSink): () => void;
  /**
   * One payload as the bus carried it: a published message (the JSON of its frame's `data:`),
   * or a part of one too large for a payload, delivered once all its parts came (`parts.ts`).
   */
  deliver(payload: string): void;
  /** Sends every stream a fresh snapshot of its topics: the bus may have lost messages. */
  resync(): void;
  /** Writes the heartbeat comment to every stream now; the hub's own timer calls it. */
  heartbeat(): void;
  stats(): StreamStats;
  /**
   * Calls `listener` with each message's delivery lag: from its publication (`at`, the
   * publisher's clock) until the last of this process's streams of its topic was written it.
   * The answer stops the calls.
   */
  onDelivered(listener: (lagMs: number) => void): () => void;
  /**
   * Hands `listener` every message of `topic` the bus brings, this process's own included: a
   * topic between the processes themselves (no stream may open it, as no source owns it). The
   * answer stops the calls.
   */
  listen(topic: string, listener: (message: StreamMessage) => void): () => void;
  /** Ends every stream (shutdown, tests). */
  close(): void;
};
