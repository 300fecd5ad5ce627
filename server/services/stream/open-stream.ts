import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import type { StreamRequest, StreamSink } from './ports';

/**
 * Opens a stream of `topics` for the client at `address`: 422 on `topics` when a topic has no
 * source, 429 when the address holds as many streams as it may. The stream is public: topics
 * carry shared rounds, nothing of one player.
 */
export function openStream(ctx: Pick<AppContext, 'stream'>, request: StreamRequest) {
  checkTopics(ctx, request);
  return ctx.stream.open(request);
}

/** `openStream` into a sink of the caller's (a Node response); answers what closes it. */
export function attachStream(
  ctx: Pick<AppContext, 'stream'>,
  request: StreamRequest,
  sink: StreamSink,
) {
  checkTopics(ctx, request);
  return ctx.stream.attach(request, sink);
}

function checkTopics(ctx: Pick<AppContext, 'stream'>, request: StreamRequest) {
  if (request.topics.some((topic) => !ctx.stream.owns(topic))) {
    throw AppError.field('topics', 'unknown_topic');
  }
}
