import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';
import { ApiError, NetworkError } from '@/lib/api/errors';
import { createFailover } from '@/lib/api/failover';
import { readMirrorRecord, writeMirrorRecord } from '@/lib/mirrors/store';
import { server } from '../msw/server';

const PRIMARY = 'http://api.casino.test';
const STORED = 'http://api.casino1.test';
const M2 = { origin: 'http://casino2.test', api: 'http://api.casino2.test' };
const M3 = { origin: 'http://casino3.test', api: 'http://api.casino3.test' };
const anyAnswer = z.unknown();

type Host = 'down' | 'up' | 500;

/** Each base answers its `GET mirror` probe and `GET ping` as told; every request is counted. */
function hosts(table: Record<string, Host>) {
  const seen: string[] = [];
  server.use(
    ...Object.entries(table).map(([base, host]) =>
      http.all(`${base}/*`, ({ request }) => {
        seen.push(`${request.method} ${request.url}`);
        if (host === 'down') return HttpResponse.error();
        if (host === 500) return HttpResponse.json({ message: 'boom' }, { status: 500 });
        return HttpResponse.json({ from: base });
      }),
    ),
  );
  return seen;
}

async function setup(stored: { apiBase: string; mirrors: (typeof M2)[] } | null) {
  const factory = new IDBFactory();
  if (stored) await writeMirrorRecord({ ...stored, refreshedAt: 1 }, factory);
  const log = jest.fn<void, [string]>();
  const api = createApiClient({
    baseUrl: PRIMARY,
    getToken: () => undefined,
    getLocale: () => 'ru',
    onToken: () => {},
    onLogout: () => {},
    failover: createFailover({
      read: () => readMirrorRecord(factory),
      write: (update) => writeMirrorRecord(update, factory),
      timeoutMs: 1_000,
      log,
    }),
  });
  return { api, factory, log };
}

describe('API failover (issue 20: a blocked API host)', () => {
  it('goes to the stored base when the primary gives no answer, retries once and keeps it', async () => {
    const seen = hosts({ [PRIMARY]: 'down', [STORED]: 'up', [M2.api]: 'up' });
    const { api, factory, log } = await setup({ apiBase: STORED, mirrors: [M2] });
    await expect(api.get('ping', anyAnswer)).resolves.toEqual({ from: STORED });
    expect(api.baseUrl()).toBe(STORED);
    expect((await readMirrorRecord(factory))?.apiBase).toBe(STORED);
    expect(log).toHaveBeenCalledWith(`API unreachable at ${PRIMARY}; switched to ${STORED}`);
    expect(seen.filter((line) => line.startsWith('GET') && line.endsWith('/ping'))).toEqual([
      `GET ${PRIMARY}/ping`,
      `GET ${STORED}/ping`,
    ]);

    // The next call goes straight to the new base, the primary is not asked again.
    seen.length = 0;
    await expect(api.get('ping', anyAnswer)).resolves.toEqual({ from: STORED });
    expect(seen).toEqual([`GET ${STORED}/ping`]);
  });

  it('then to the first known mirror that answers, in the stored order', async () => {
    hosts({ [PRIMARY]: 'down', [STORED]: 'down', [M2.api]: 'down', [M3.api]: 'up' });
    const { api, factory } = await setup({ apiBase: STORED, mirrors: [M2, M3] });
    await expect(api.get('ping', anyAnswer)).resolves.toEqual({ from: M3.api });
    expect((await readMirrorRecord(factory))?.apiBase).toBe(M3.api);
  });

  it('prefers the stored base to a mirror when both answer', async () => {
    hosts({ [PRIMARY]: 'down', [STORED]: 'up', [M2.api]: 'up' });
    const { api } = await setup({ apiBase: STORED, mirrors: [M2] });
    await expect(api.get('ping', anyAnswer)).resolves.toEqual({ from: STORED });
  });

  it('does not fail over on an HTTP error: the API answered', async () => {
    const seen = hosts({ [PRIMARY]: 500, [STORED]: 'up' });
    const { api, factory } = await setup({ apiBase: STORED, mirrors: [M2] });
    const error = await api.get('ping', anyAnswer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(seen).toEqual([`GET ${PRIMARY}/ping`]);
    expect(api.baseUrl()).toBe(PRIMARY);
    expect((await readMirrorRecord(factory))?.apiBase).toBe(STORED);
  });

  it('fails as before when no other base answers or none is known, searching once for concurrent calls', async () => {
    const seen = hosts({ [PRIMARY]: 'down', [STORED]: 'down', [M2.api]: 'down' });
    const { api, log } = await setup({ apiBase: STORED, mirrors: [M2] });
    const errors = await Promise.all(
      [1, 2, 3].map(() => api.get('ping', anyAnswer).catch((caught: unknown) => caught)),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toBe('Network Error');
    }
    expect(seen.filter((line) => line.endsWith('/mirror'))).toEqual([
      `GET ${STORED}/mirror`,
      `GET ${M2.api}/mirror`,
    ]);
    expect(api.baseUrl()).toBe(PRIMARY);
    expect(log).toHaveBeenCalledWith(
      `API unreachable at ${PRIMARY}; no other base answered (2 tried)`,
    );

    const lonely = await setup(null);
    await expect(lonely.api.get('ping', anyAnswer)).rejects.toThrow('Network Error');
  });

  it('sends a change again only with its idempotency key', async () => {
    const seen = hosts({ [PRIMARY]: 'down', [STORED]: 'up' });
    const first = await setup({ apiBase: STORED, mirrors: [] });
    await expect(first.api.post('bets', anyAnswer, { amount: 1 })).rejects.toThrow('Network Error');
    // The base is switched all the same; the player sends again.
    expect(first.api.baseUrl()).toBe(STORED);
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([`POST ${PRIMARY}/bets`]);

    seen.length = 0;
    const second = await setup({ apiBase: STORED, mirrors: [] });
    await expect(
      second.api.post('bets', anyAnswer, { amount: 1 }, { idempotencyKey: 'k'.repeat(32) }),
    ).resolves.toEqual({ from: STORED });
    // The key's own retries (two) at the primary first, then once at the stored base.
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual([
      `POST ${PRIMARY}/bets`,
      `POST ${PRIMARY}/bets`,
      `POST ${PRIMARY}/bets`,
      `POST ${STORED}/bets`,
    ]);
  });

  it('leaves a game service’s own base and a cancelled request alone', async () => {
    const seen = hosts({ [PRIMARY]: 'up', 'http://crash.casino.test': 'down', [STORED]: 'up' });
    const { api } = await setup({ apiBase: STORED, mirrors: [] });
    await expect(
      api.get('round', anyAnswer, { baseUrl: 'http://crash.casino.test' }),
    ).rejects.toThrow('Network Error');
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('ping', anyAnswer, { signal: controller.signal })).rejects.toThrow();
    expect(seen.some((line) => line.endsWith('/mirror'))).toBe(false);
    expect(api.baseUrl()).toBe(PRIMARY);
  });
});
