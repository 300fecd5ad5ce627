import { DOCUMENT_READY_RETRY_MS } from '@/lib/constants/pwa';
import { isChunkLoadError } from '@/lib/pwa/chunk-errors';
import { whenDocumentReady } from '@/lib/pwa/document-ready';

describe('failed chunk loads (spec §8)', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed. (error: /_next/static/chunks/123.js)'), {
      name: 'ChunkLoadError',
    }),
    new Error('Loading CSS chunk app-page failed'),
    new Error('Failed to load chunk /_next/static/chunks/abc.js from module 42'),
    new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
  ])('%s is one', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Network Error'), new TypeError('x is undefined'), 'Loading chunk', null])(
    '%s is not',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('the document-ready retry (spec §9: 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once on a loaded document, else looks again every 500 ms', () => {
    const doc = { readyState: 'loading' as DocumentReadyState };
    const run = jest.fn();
    whenDocumentReady(run, doc);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(DOCUMENT_READY_RETRY_MS);
    expect(run).not.toHaveBeenCalled();
    doc.readyState = 'complete';
    jest.advanceTimersByTime(DOCUMENT_READY_RETRY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(DOCUMENT_READY_RETRY_MS * 4);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const doc = { readyState: 'interactive' as DocumentReadyState };
    const run = jest.fn();
    const cancel = whenDocumentReady(run, doc);
    cancel();
    doc.readyState = 'complete';
    jest.advanceTimersByTime(DOCUMENT_READY_RETRY_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
