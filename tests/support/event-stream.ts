/** One event of a Server-Sent Events stream, as the lines of its block said. */
export type StreamEvent = { id?: string; data?: string; retry?: number; comment?: string };

/** The parsed `data:` of a frame of `GET /api/stream`. */
export type StreamData = { topic: string; type: string; at: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    else if (line.startsWith('id: ')) event.id = line.slice(4);
    else if (line.startsWith('data: ')) event.data = line.slice(6);
    else if (line.startsWith('retry: ')) event.retry = Number(line.slice(7));
    else throw new Error(`Not a line of this stream: ${JSON.stringify(line)}`);
  }
  return event;
}

/**
 * Reads a stream's events one at a time, as they arrive; `null` once it ends. A stream the
 * server broke off (a dropped client) rejects.
 */
export function eventReader(body: ReadableStream<Uint8Array> | null) {
  if (!body) throw new Error('The answer has no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: StreamEvent[] = [];
  let buffer = '';

  async function next(): Promise<StreamEvent | null> {
    while (queue.length === 0) {
      const { done, value } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        queue.push(parseBlock(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
    return queue.shift()!;
  }

  /** The next event that carries data (comments skipped), with its data parsed. */
  async function nextData(): Promise<{ id?: string; data: StreamData }> {
    for (;;) {
      const event = await next();
      if (!event) throw new Error('The stream ended');
      if (event.data !== undefined) return { id: event.id, data: JSON.parse(event.data) };
    }
  }

  return { next, nextData, cancel: () => reader.cancel() };
}
