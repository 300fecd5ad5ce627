/**
 * The real-time channel (`GET /api/stream`, `server/services/stream/`, `lib/stream/`): what the
 * server and the browser both rely on.
 */

/** A topic's name: `crash`, `rooms:red:RUB` (letters, digits, `:`, `_`, `-`; 1–64 characters). */
export const STREAM_TOPIC_PATTERN = /^[A-Za-z0-9:_-]{1,64}$/;
/** Topics one stream may carry; a tab opens one stream for all it shows. */
export const STREAM_MAX_TOPICS = 8;
/** The `retry:` a stream opens with: how long the browser waits before it reconnects. */
export const STREAM_RETRY_MS = 2000;
/** A comment line this often keeps proxies from closing a stream that has nothing to say. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** An open stream with no frame for this long is `lagging` in the browser. */
export const STREAM_LAG_MS = 2000;
