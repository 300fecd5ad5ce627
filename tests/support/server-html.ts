import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { ReactNode } from 'react';

/**
 * The HTML the server sends for a tree, async server components included (`renderToString`
 * refuses those): React's Node stream renderer, given the `setImmediate` jsdom hides.
 */
export async function renderServerHtml(node: ReactNode): Promise<string> {
  if (typeof globalThis.setImmediate !== 'function') {
    Object.assign(globalThis, { setImmediate: nodeSetImmediate });
  }
  // Required here, not imported: it reads `setImmediate` when it is loaded.
  const { renderToPipeableStream } =
    require('react-dom/server') as typeof import('react-dom/server'); // eslint-disable-line @typescript-eslint/no-require-imports
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
