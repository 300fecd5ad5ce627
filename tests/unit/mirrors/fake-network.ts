/**
 * A fetch over a table of hosts: a host answers its `GET mirror` with the given body, fails as
 * an unreachable network does (`TypeError`), or answers an HTTP error. Every call is recorded.
 */
export type HostBehaviour = { body: unknown } | 'down' | { status: number };

export function mirrorAnswer(mirrors: { origin: string; api: string }[] = []) {
  return {
    redirect: { newLink: null },
    sso: null,
    verification: { google: null, yandex: null },
    mirrors,
  };
}

export function fakeNetwork(hosts: Record<string, HostBehaviour>) {
  const calls: string[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const base = Object.keys(hosts).find((key) => url.startsWith(`${key}/`));
    const behaviour = base ? hosts[base] : 'down';
    if (!behaviour || behaviour === 'down') throw new TypeError('Failed to fetch');
    if ('status' in behaviour) return new Response('oops', { status: behaviour.status });
    return Response.json(behaviour.body);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
