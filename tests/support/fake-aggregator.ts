/**
 * A fake `fetch` for the aggregator clients: each call is recorded (URL, headers, raw body) and
 * answered by `route(path, body)`; an answer of `'hang'` never resolves until the call's signal
 * aborts, as a stalled server would.
 */
export type RecordedCall = {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
};

export type FakeAnswer = { status?: number; json?: unknown; text?: string } | 'hang';

export function fakeFetch(route: (call: RecordedCall) => FakeAnswer) {
  const calls: RecordedCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call: RecordedCall = {
      url,
      path: new URL(url).pathname,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? init.body : '',
    };
    calls.push(call);
    const answer = route(call);
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }
    const body = answer.text ?? JSON.stringify(answer.json ?? {});
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
