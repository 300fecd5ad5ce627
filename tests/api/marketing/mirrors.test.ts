import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MirrorStatus } from '@/lib/constants/marketing';
import { MIRROR_LIST_LIMIT } from '@/lib/constants/mirrors';
import { mirrors, siteSettings } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
let withoutSso: TestApi;
beforeAll(async () => {
  [api, withoutSso] = await Promise.all([
    createTestApi({ env: { SSO_URL: 'https://sso.example/login' } }),
    createTestApi(),
  ]);
}, 30_000);
afterAll(() => Promise.all([api.close(), withoutSso.close()]));

/** A mirror domain nobody else in the run uses. */
function uniqueDomain() {
  return `m-${randomBytes(5).toString('hex')}.example`;
}

async function addMirror(status: MirrorStatus, newLink: string | null = null) {
  const domain = uniqueDomain();
  await api.ctx.db.insert(mirrors).values({ domain, status, newLink });
  return domain;
}

describe('POST /middleware/mirrorRedirect', () => {
  const path = '/api/middleware/mirrorRedirect';

  it('sends visitors of a blocked or retired mirror to its new link', async () => {
    const blocked = await addMirror('blocked', 'https://casino2.example');
    const response = await api.post(path, { domain: `WWW.${blocked.toUpperCase()}:443` });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      redirect: { newLink: 'https://casino2.example', oldDomain: blocked },
    });

    const retired = await addMirror('retired', 'https://casino3.example');
    expect((await api.post(path, { domain: retired })).json.redirect).toEqual({
      newLink: 'https://casino3.example',
      oldDomain: retired,
    });
  });

  it('answers nulls for an active mirror, one without a new link and an unknown domain', async () => {
    const none = { redirect: { newLink: null, oldDomain: null } };
    const active = await addMirror('active', 'https://casino2.example');
    expect((await api.post(path, { domain: active })).json).toEqual(none);
    const linkless = await addMirror('blocked');
    expect((await api.post(path, { domain: linkless })).json).toEqual(none);
    expect((await api.post(path, { domain: uniqueDomain() })).json).toEqual(none);
  });

  it('refuses a missing, malformed or oversized domain and unknown fields with 422', async () => {
    const missing = await api.post(path, {});
    expect(missing.status).toBe(422);
    expect(missing.json.errors.domain).toEqual([expect.stringMatching(/^required: /)]);

    const malformed = await api.post(path, { domain: 'not a domain/' });
    expect(malformed.json.errors.domain).toEqual([expect.stringMatching(/^invalid_value: /)]);

    const long = await api.post(path, { domain: `${'a'.repeat(300)}.example` });
    expect(long.json.errors.domain).toEqual([expect.stringMatching(/^too_long: /)]);

    const extra = await api.post(path, { domain: 'a.example', admin: true });
    expect(extra.json.errors).toEqual({ admin: [expect.stringMatching(/^unknown_field: /)] });

    expect((await api.post(path, { domain: 42 })).status).toBe(422);
    expect((await api.post(path, '{"domain":')).status).toBe(400);
  });
});

describe('POST /middleware/mirror', () => {
  const path = '/api/middleware/mirror';

  it('notes the visit of a known mirror and answers its status', async () => {
    const domain = await addMirror('blocked', 'https://casino2.example');
    const response = await api.post(path, { domain: `www.${domain}` });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { domain, status: 'blocked' } });
    const [row] = await api.ctx.db.select().from(mirrors).where(eq(mirrors.domain, domain));
    expect(row!.lastSeenAt).toEqual(api.clock.now());
  });

  it('answers status unknown for an unknown domain and creates nothing', async () => {
    const domain = uniqueDomain();
    expect((await api.post(path, { domain })).json).toEqual({
      data: { domain, status: 'unknown' },
    });
    expect(await api.ctx.db.select().from(mirrors).where(eq(mirrors.domain, domain))).toEqual([]);
  });

  it('refuses bad input with 422', async () => {
    expect((await api.post(path, { domain: '' })).json.errors.domain).toEqual([
      expect.stringMatching(/^required: /),
    ]);
    expect((await api.post(path, { domain: ['a.example'] })).status).toBe(422);
  });
});

describe('GET /mirror', () => {
  it('answers the new link, the SSO link and the verification values, cacheable', async () => {
    const domain = await addMirror('retired', 'https://casino4.example');
    const google = `g-${randomBytes(4).toString('hex')}`;
    for (const [key, value] of [
      ['google_site_verification', google],
      ['yandex_verification', ''],
    ] as const) {
      await api.ctx.db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    }
    const response = await api.get(`/api/mirror?domain=${domain}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.json).toEqual({
      redirect: { newLink: 'https://casino4.example' },
      sso: 'https://sso.example/login',
      verification: { google, yandex: null },
      mirrors: expect.any(Array),
    });
  });

  it('lists the active mirrors with their origins and API bases, never a blocked or retired one', async () => {
    const active = await addMirror('active');
    const bare = `127.0.0.${1 + (randomBytes(1)[0]! % 200)}`;
    await api.ctx.db
      .insert(mirrors)
      .values({ domain: bare, status: 'active' })
      .onConflictDoNothing();
    const blocked = await addMirror('blocked', 'https://casino7.example');
    const retired = await addMirror('retired');
    // The most recently visited first.
    await api.post('/api/middleware/mirror', { domain: active });

    const response = await api.get('/api/mirror');
    expect(response.status).toBe(200);
    const listed: { origin: string; api: string }[] = response.json.mirrors;
    // The harness's site is http://localhost:3000: mirrors share its scheme and port.
    expect(listed[0]).toEqual({
      origin: `http://${active}:3000`,
      api: `http://api.${active}:3000`,
    });
    expect(listed).toContainEqual({
      origin: `http://${bare}:3000`,
      api: `http://${bare}:3000/api`,
    });
    const hosts = listed.map((mirror) => new URL(mirror.origin).hostname);
    expect(hosts).not.toContain(blocked);
    expect(hosts).not.toContain(retired);
    expect(listed.length).toBeLessThanOrEqual(MIRROR_LIST_LIMIT);
  });

  it('stops listing a mirror once it is blocked', async () => {
    const domain = await addMirror('active');
    const hostsOf = async () =>
      ((await api.get('/api/mirror')).json.mirrors as { origin: string }[]).map(
        (mirror) => new URL(mirror.origin).hostname,
      );
    await api.post('/api/middleware/mirror', { domain });
    expect(await hostsOf()).toContain(domain);
    await api.ctx.db.update(mirrors).set({ status: 'blocked' }).where(eq(mirrors.domain, domain));
    expect(await hostsOf()).not.toContain(domain);
  });

  it('takes the domain from the Host header without www', async () => {
    const domain = await addMirror('blocked', 'https://casino5.example');
    const response = await api.get('/api/mirror', { headers: { host: `www.${domain}` } });
    expect(response.json.redirect).toEqual({ newLink: 'https://casino5.example' });
    const active = await api.get('/api/mirror', { headers: { host: 'localhost:3000' } });
    expect(active.json.redirect).toEqual({ newLink: null });
  });

  it('takes X-Forwarded-Host from a trusted proxy only', async () => {
    const domain = await addMirror('blocked', 'https://casino6.example');
    const headers = { host: 'localhost:3000', 'x-forwarded-host': domain };
    // The harness is the trusted proxy (127.0.0.1): its forwarded host names the mirror.
    const proxied = await api.get('/api/mirror', { headers });
    expect(proxied.json.redirect).toEqual({ newLink: 'https://casino6.example' });
    // A client reaching the API itself: its X-Forwarded-Host is just a header.
    const direct = await api.get('/api/mirror', {
      headers: { ...headers, 'x-forwarded-for': '198.51.100.9' },
    });
    expect(direct.json.redirect).toEqual({ newLink: null });
  });

  it('answers sso null when none is configured', async () => {
    expect((await withoutSso.get('/api/mirror')).json.sso).toBeNull();
  });

  it('refuses a malformed domain with 422', async () => {
    const response = await api.get('/api/mirror?domain=a%20b');
    expect(response.status).toBe(422);
    expect(response.json.errors.domain).toEqual([expect.stringMatching(/^invalid_value: /)]);
    for (const domain of ['x'.repeat(300), 'a..b', '%00', 'https%3A%2F%2Fa.example%2F']) {
      expect((await api.get(`/api/mirror?domain=${domain}`)).status).toBe(422);
    }
  });
});

describe('CORS for the mirrors (a failover reaches another host)', () => {
  const allowOrigin = async (origin: string) =>
    (await api.get('/api/settings', { headers: { origin } })).headers.get(
      'access-control-allow-origin',
    );

  it("lets an active mirror's pages call the API, with or without www", async () => {
    const domain = await addMirror('active');
    // The harness's site is http://localhost:3000: its mirrors share the scheme and port.
    expect(await allowOrigin(`http://${domain}:3000`)).toBe(`http://${domain}:3000`);
    expect(await allowOrigin(`http://www.${domain}:3000`)).toBe(`http://www.${domain}:3000`);
    expect(await allowOrigin('http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('refuses a blocked, retired or unknown mirror, another scheme or port, and junk', async () => {
    const blocked = await addMirror('blocked', 'https://casino8.example');
    const retired = await addMirror('retired');
    const active = await addMirror('active');
    for (const origin of [
      `http://${blocked}:3000`,
      `http://${retired}:3000`,
      `http://${uniqueDomain()}:3000`,
      `https://${active}:3000`,
      `http://${active}:3001`,
      `http://${active}`,
      `http://${active}:3000/path`,
      'null',
      'not an origin',
    ]) {
      expect(await allowOrigin(origin)).toBeNull();
    }
  });
});
