import { delay, http, HttpResponse } from 'msw';
import { createApiClient, type ApiClientOptions } from '@/lib/api/client';
import { ApiError, REFRESH_FAILED } from '@/lib/api/errors';
import { z } from 'zod';
import { server } from '../msw/server';

/** These tests are about the transport: any JSON answer will do. */
const anyAnswer = z.unknown();

const BASE = 'http://api.test';

function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  let token: string | undefined = 'old';
  const navigate = jest.fn<void, [string]>();
  const options = {
    baseUrl: BASE,
    getToken: () => token,
    getRegion: () => 'KZ',
    getLocale: () => 'kz',
    onToken: jest.fn((next: string) => {
      token = next;
    }),
    onLogout: jest.fn(() => {
      token = undefined;
    }),
    navigate,
    currentUrl: () => 'https://casino.test/games/dice?x=1',
    getSsoLink: () => 'https://sso.test/enter',
    isDevelopment: false,
    ...overrides,
  };
  return { api: createApiClient(options), options, navigate };
}

describe('API client headers (spec §7)', () => {
  it('sends the bearer token, Region and Accept-Language', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/profile/user`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { api } = makeClient();
    await expect(api.get('/profile/user', anyAnswer)).resolves.toEqual({ ok: true });
    expect(seen?.get('authorization')).toBe('Bearer old');
    expect(seen?.get('region')).toBe('KZ');
    expect(seen?.get('accept-language')).toBe('kz');
  });

  it('maps br to pt-BR and leaves out what is not set', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/ping`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({});
      }),
    );
    const { api } = makeClient({
      getToken: () => undefined,
      getRegion: () => undefined,
      getLocale: () => 'br',
    });
    await api.get('ping', anyAnswer);
    expect(seen?.get('authorization')).toBeNull();
    expect(seen?.get('region')).toBeNull();
    expect(seen?.get('accept-language')).toBe('pt-BR');
  });

  it('sends query parameters without the empty ones', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/profile/user`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({});
      }),
    );
    await makeClient().api.get('profile/user', anyAnswer, {
      searchParams: { whoAreYou: 'm', none: undefined },
    });
    expect(url?.search).toBe('?whoAreYou=m');
  });
});

describe('refresh on 401 (spec §4, §8)', () => {
  it('three concurrent 401s cause one refresh, and each retries with the new token', async () => {
    let refreshes = 0;
    const retriedWith: string[] = [];
    server.use(
      http.post(`${BASE}/auth/refresh-token`, async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('authorization')).toBe('Bearer old');
        await delay(20);
        return HttpResponse.json({ access_token: 'new' });
      }),
      http.get(`${BASE}/item/:id`, ({ request, params }) => {
        const auth = request.headers.get('authorization');
        if (auth !== 'Bearer new')
          return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
        retriedWith.push(String(params.id));
        return HttpResponse.json({ id: params.id });
      }),
    );
    const { api, options } = makeClient();
    const answers = await Promise.all([
      api.get('item/1', anyAnswer),
      api.get('item/2', anyAnswer),
      api.get('item/3', anyAnswer),
    ]);
    expect(answers).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }]);
    expect(refreshes).toBe(1);
    expect(retriedWith.sort()).toEqual(['1', '2', '3']);
    expect(options.onToken).toHaveBeenCalledWith('new');
    expect(options.onLogout).not.toHaveBeenCalled();
  });

  it('retries a POST with its body', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => HttpResponse.json({ access_token: 'new' })),
      http.post(`${BASE}/thing`, async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('authorization') === 'Bearer new'
          ? HttpResponse.json({ saved: true })
          : HttpResponse.json({}, { status: 401 });
      }),
    );
    await expect(makeClient().api.post('thing', anyAnswer, { a: 1 })).resolves.toEqual({
      saved: true,
    });
    expect(bodies).toEqual([{ a: 1 }, { a: 1 }]);
  });

  it('a 401 from the refresh logs out, rejects with the spec text and goes to SSO', async () => {
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => HttpResponse.json({}, { status: 401 })),
      http.get(`${BASE}/me`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { api, options, navigate } = makeClient();
    await expect(Promise.all([api.get('me', anyAnswer), api.get('me', anyAnswer)])).rejects.toThrow(
      REFRESH_FAILED,
    );
    expect(options.onLogout).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0]![0] as string);
    expect(target.origin + target.pathname).toBe('https://sso.test/enter');
    expect(target.searchParams.get('redirect_url')).toBe('https://casino.test/games/dice?x=1');
  });

  it('a refresh that fails otherwise logs out without going anywhere', async () => {
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${BASE}/me`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { api, options } = makeClient();
    await expect(api.get('me', anyAnswer)).rejects.toThrow(REFRESH_FAILED);
    expect(options.onLogout).toHaveBeenCalledTimes(1);
    expect(options.navigate).not.toHaveBeenCalled();
  });

  it('a refresh the page cuts short by leaving keeps the session (its next page may be told why)', async () => {
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => HttpResponse.error()),
      http.get(`${BASE}/me`, () => HttpResponse.json({}, { status: 401 })),
    );
    const { api, options } = makeClient({ isLeaving: () => true });
    await expect(api.get('me', anyAnswer)).rejects.toThrow();
    expect(options.onLogout).not.toHaveBeenCalled();
    // Not leaving, the same failure logs out, as the spec says.
    const staying = makeClient({ isLeaving: () => false });
    await expect(staying.api.get('me', anyAnswer)).rejects.toThrow();
    expect(staying.options.onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a 401 on the retry', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'new' });
      }),
      http.get(`${BASE}/forbidden`, () =>
        HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    const error = await makeClient()
      .api.get('forbidden', anyAnswer)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshes).toBe(1);
  });
  it('a guest (no token) gets the 401 without a refresh', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/auth/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: 'new' });
      }),
      http.get(`${BASE}/me`, () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })),
    );
    const { api, options, navigate } = makeClient({ getToken: () => undefined });
    await expect(api.get('me', anyAnswer)).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(refreshes).toBe(0);
    expect(options.onLogout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('single sign-on in answers (spec §4)', () => {
  it('follows an sso link with the current address base64-encoded', async () => {
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ success: true, token: 't', sso: 'https://sso.test/set' }),
      ),
    );
    const { api, navigate } = makeClient();
    await api.post('login', anyAnswer, {});
    const target = new URL(navigate.mock.calls[0]![0] as string);
    expect(atob(target.searchParams.get('redirect')!)).toBe('https://casino.test/games/dice?x=1');
  });

  it('stays put in development or without a link', async () => {
    server.use(
      http.post(`${BASE}/login`, () =>
        HttpResponse.json({ success: true, sso: 'https://sso.test/set' }),
      ),
      http.post(`${BASE}/other`, () => HttpResponse.json({ success: true, sso: null })),
    );
    const dev = makeClient({ isDevelopment: true });
    await dev.api.post('login', anyAnswer, {});
    expect(dev.options.navigate).not.toHaveBeenCalled();
    const prod = makeClient();
    await prod.api.post('other', anyAnswer, {});
    expect(prod.options.navigate).not.toHaveBeenCalled();
  });
});

describe('errors (spec §8)', () => {
  it('a 422 answer becomes an ApiError with the field map', async () => {
    server.use(
      http.post(`${BASE}/register`, () =>
        HttpResponse.json({ errors: { email: ['email_taken: taken'] } }, { status: 422 }),
      ),
    );
    const error = (await makeClient()
      .api.post('register', anyAnswer, {})
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ email: ['email_taken: taken'] });
  });

  it('network failures carry the spec texts', async () => {
    server.use(
      http.get(`${BASE}/down`, () => HttpResponse.error()),
      http.get(`${BASE}/slow`, async () => {
        await delay(500);
        return HttpResponse.json({});
      }),
    );
    const { api } = makeClient({ timeoutMs: 50 });
    await expect(api.get('down', anyAnswer)).rejects.toThrow('Network Error');
    await expect(api.get('slow', anyAnswer)).rejects.toThrow('timeout of 50ms exceeded');
    const controller = new AbortController();
    const aborted = api.get('slow', anyAnswer, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow('Request aborted');
    await expect(api.get('x', anyAnswer, { baseUrl: 'ftp://api.test' })).rejects.toThrow(
      'Unsupported protocol',
    );
  });
});

describe('answers against their schemas', () => {
  it('resolves to what the schema parses and refuses an answer outside it', async () => {
    server.use(
      http.get(`${BASE}/good`, () => HttpResponse.json({ amount: 5, extra: 'dropped' })),
      http.get(`${BASE}/bad`, () => HttpResponse.json({ amount: 'five' })),
      http.delete(`${BASE}/empty`, () => new HttpResponse(null, { status: 204 })),
    );
    const { api } = makeClient();
    const answer = z.object({ amount: z.number() });
    await expect(api.get('good', answer)).resolves.toEqual({ amount: 5 });
    await expect(api.get('bad', answer)).rejects.toMatchObject({
      name: 'InvalidAnswerError',
      message: 'Unexpected answer to GET bad: amount',
    });
    await expect(api.delete('empty', z.undefined())).resolves.toBeUndefined();
  });

  it('reads both error bodies with one schema', async () => {
    server.use(
      http.post(`${BASE}/form`, () =>
        HttpResponse.json({ errors: { email: ['invalid_email: Bad e-mail'] } }, { status: 422 }),
      ),
      http.post(`${BASE}/busy`, () =>
        HttpResponse.json({ error: 'too_many_requests', message: 'Slow down' }, { status: 429 }),
      ),
      http.post(`${BASE}/odd`, () =>
        HttpResponse.json({ errors: 'no', error: 7 }, { status: 409 }),
      ),
    );
    const { api } = makeClient();
    await expect(api.post('form', anyAnswer, {})).rejects.toMatchObject({
      status: 422,
      errors: { email: ['invalid_email: Bad e-mail'] },
    });
    await expect(api.post('busy', anyAnswer, {})).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'Slow down',
    });
    await expect(api.post('odd', anyAnswer, {})).rejects.toMatchObject({
      status: 409,
      errors: undefined,
      code: undefined,
      message: 'HTTP 409',
    });
  });
});

describe('Idempotency-Key', () => {
  it('sends the key and retries a request that got no answer with the same key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/pay`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ id: 'p-1' });
      }),
    );
    const answer = makeClient().api.post(
      'pay',
      anyAnswer,
      { amount: 1 },
      { idempotencyKey: 'k-1' },
    );
    await expect(answer).resolves.toEqual({ id: 'p-1' });
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('waits out a key still in progress (409 with Retry-After) and asks again', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/pay`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (keys.length === 1) {
          return HttpResponse.json(
            { error: 'idempotency_key_in_progress', message: 'busy' },
            { status: 409, headers: { 'Retry-After': '0' } },
          );
        }
        return HttpResponse.json({ id: 'p-1' }, { headers: { 'Idempotent-Replayed': 'true' } });
      }),
    );
    const answer = makeClient().api.post('pay', anyAnswer, {}, { idempotencyKey: 'k-2' });
    await expect(answer).resolves.toEqual({ id: 'p-1' });
    expect(keys).toEqual(['k-2', 'k-2']);
  });

  it('does not repeat any other refusal, nor a request without a key', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/pay`, () => {
        calls += 1;
        return HttpResponse.json({ error: 'payout_not_pending', message: 'no' }, { status: 409 });
      }),
      http.post(`${BASE}/down`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { api } = makeClient();
    await expect(api.post('pay', anyAnswer, {}, { idempotencyKey: 'k-3' })).rejects.toMatchObject({
      status: 409,
      code: 'payout_not_pending',
    });
    expect(calls).toBe(1);
    await expect(api.post('down', anyAnswer, {})).rejects.toThrow('Network Error');
    expect(calls).toBe(2);
  });
});
