import { LIMITS } from '@/server/services/rate-limit/limits';
import { createTestApi, uniqueEmail, uniqueIp, type TestApi } from '@/tests/support/api';

/**
 * The client address behind the per-address limits and the geo block (issue 14, finding 2): a
 * client writes any X-Forwarded-For it likes, and none of it may move it to another address.
 */
const LOGIN = '/api/api/v2/auth/login/email/password';
const login = { email: '', password: 'wrong-password-1' };
const { limit } = LIMITS.loginFailuresByIp;

/** 203.0.113.x / 198.51.100.x: documentation ranges, no proxy of any test config. */
const rotating = (i: number) => `203.0.113.${i % 250}, 198.51.100.${(i * 7) % 250}`;

describe('a client rotating X-Forwarded-For', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('behind a trusted proxy still meets the login limit of its one address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i += 1) {
      const body = { ...login, email: uniqueEmail() };
      statuses.push((await api.post(LOGIN, body, { ip, forwardedFor: rotating(i) })).status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(422));
    expect(statuses.slice(limit)).toEqual(Array(10).fill(429));
  });

  it('under `npm run api` meets it too: the socket peer is the address', async () => {
    const peer = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < limit + 10; i += 1) {
      const response = await api.app.request(
        LOGIN,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': rotating(i) },
          body: JSON.stringify({ ...login, email: uniqueEmail() }),
        },
        // What @hono/node-server hands the app: the request's socket.
        { incoming: { socket: { remoteAddress: `::ffff:${peer}` } } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(422));
    expect(statuses.slice(limit)).toEqual(Array(10).fill(429));
    // The limit is the peer's: another address is not touched by it.
    const other = await api.post(LOGIN, { ...login, email: uniqueEmail() }, { ip: uniqueIp() });
    expect(other.status).toBe(422);
  });
});

/** The address the API settled on, as `GET /geo_ip` echoes it. */
async function addressSeen(api: TestApi, headers: Record<string, string>) {
  const response = await api.get('/api/geo_ip', { headers });
  expect(response.status).toBe(200);
  return response.json.data.ip as string;
}

describe('TRUSTED_PROXIES', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({
      env: {
        TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32, 192.0.2.1',
        CLIENT_IP_HEADER: 'CF-Connecting-IP',
        GEO_BLOCKED_COUNTRIES: 'US',
      },
    });
  });
  afterAll(() => api.close());

  it('takes the rightmost hop that is not a trusted proxy', async () => {
    const chain = '8.8.8.8, 77.88.8.8, 10.1.2.3, [2001:db8::5]:443, 192.0.2.1';
    expect(await addressSeen(api, { 'x-forwarded-for': chain })).toBe('77.88.8.8');
    // An untrusted hop anywhere to the right ends the walk there.
    const spoofed = '77.88.8.8, 10.1.2.3, 198.51.100.4, 10.9.9.9';
    expect(await addressSeen(api, { 'x-forwarded-for': spoofed })).toBe('198.51.100.4');
    // A hop that is no address stops the walk: the trusted hop to its right is the client.
    expect(await addressSeen(api, { 'x-forwarded-for': '8.8.8.8, nonsense, 10.1.2.3' })).toBe(
      '10.1.2.3',
    );
  });

  it('believes CLIENT_IP_HEADER from a trusted peer only', async () => {
    const header = { 'cf-connecting-ip': '95.59.1.1' };
    expect(await addressSeen(api, { ...header, 'x-forwarded-for': '8.8.8.8, 10.0.0.7' })).toBe(
      '95.59.1.1',
    );
    expect(await addressSeen(api, { ...header, 'x-forwarded-for': '10.0.0.7, 198.51.100.9' })).toBe(
      '198.51.100.9',
    );
    // From a trusted peer, a header that is no address is not believed either.
    expect(
      await addressSeen(api, {
        'cf-connecting-ip': '95.59.1.1, 8.8.8.8',
        'x-forwarded-for': '77.88.8.8, 10.0.0.7',
      }),
    ).toBe('77.88.8.8');
  });

  it('reads the geo country header from a trusted peer only', async () => {
    const fromProxy = await api.get('/api/geo_ip', {
      headers: { 'x-forwarded-for': '77.88.8.8, 10.0.0.7', 'cf-ipcountry': 'US' },
    });
    expect(fromProxy.status).toBe(451);
    // A client talking to the API itself cannot say it is elsewhere: not out of a blocked
    // country (8.8.8.8 is in the US), nor into Kazakhstan.
    const escaping = await api.get('/api/geo_ip', {
      headers: { 'x-forwarded-for': '10.0.0.7, 8.8.8.8', 'cf-ipcountry': 'KZ' },
    });
    expect(escaping.status).toBe(451);
    const direct = await api.get('/api/geo_ip', {
      headers: { 'x-forwarded-for': '10.0.0.7, 77.88.8.8', 'cf-ipcountry': 'KZ' },
    });
    expect(direct.status).toBe(200);
    expect(direct.json.data).toEqual({ ip: '77.88.8.8', country_code: 'RU', region: 'RU' });
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { TRUSTED_PROXIES: '', TRUSTED_PROXY_HOPS: '2' } });
  });
  afterAll(() => api.close());

  it('skips that many hops from the right, whatever their addresses', async () => {
    const chain = '8.8.8.8, 77.88.8.8, 198.51.100.1, 198.51.100.2';
    expect(await addressSeen(api, { 'x-forwarded-for': chain })).toBe('77.88.8.8');
    // Fewer hops than proxies: the leftmost is all there is.
    expect(await addressSeen(api, { 'x-forwarded-for': '198.51.100.2' })).toBe('198.51.100.2');
  });
});

describe('nothing trusted', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ env: { TRUSTED_PROXIES: '', CLIENT_IP_HEADER: 'x-real-ip' } });
  });
  afterAll(() => api.close());

  it('is the nearest hop, whatever the client wrote', async () => {
    const headers = { 'x-forwarded-for': '8.8.8.8, 127.0.0.1', 'x-real-ip': '8.8.4.4' };
    expect(await addressSeen(api, headers)).toBe('127.0.0.1');
  });
});
