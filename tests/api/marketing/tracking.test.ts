import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { campaigns, marketingClicks, partners } from '@/server/db/schema';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

function utmQuery(overrides: Record<string, string> = {}) {
  return {
    utm_source: unique('src'),
    utm_medium: 'cpc',
    utm_campaign: 'spring',
    utm_term: 'slots',
    ...overrides,
  };
}

const clicksOf = (ip: string) =>
  api.ctx.db
    .select()
    .from(marketingClicks)
    .where(eq(marketingClicks.ip, ip))
    .orderBy(marketingClicks.id);

describe('POST /middleware/utm', () => {
  const path = '/api/middleware/utm';

  it('creates the campaign once, answers its advId and records each click', async () => {
    const ip = uniqueIp();
    const query = utmQuery({ promo: 'WELCOME', subH: 'abc' });
    const first = await api.post(path, query, { ip, headers: { 'user-agent': 'Browser/1.0' } });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ advId: expect.stringMatching(/^[\w-]{16}$/), promo: null });

    const second = await api.post(path, query, { ip });
    expect(second.json.advId).toBe(first.json.advId);

    const rows = await api.ctx.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.utmSource, query.utm_source));
    expect(rows).toHaveLength(1);
    const clicks = await clicksOf(ip);
    expect(clicks).toHaveLength(2);
    expect(clicks[0]).toMatchObject({
      kind: 'utm',
      campaignId: rows[0]!.id,
      userAgent: 'Browser/1.0',
    });

    const other = await api.post(path, { ...query, utm_term: 'crash' }, { ip });
    expect(other.json.advId).not.toBe(first.json.advId);
  });

  it("answers the campaign's promo", async () => {
    const query = utmQuery();
    const advId = (await api.post(path, query)).json.advId;
    await api.ctx.db
      .update(campaigns)
      .set({ promoType: 'deposit_percent', promoValue: '150', promoModal: 'welcome' })
      .where(eq(campaigns.advId, advId));
    expect((await api.post(path, query)).json).toEqual({
      advId,
      promo: { type: 'deposit_percent', value: '150', modal: 'welcome' },
    });
  });

  it('accepts the query as form fields', async () => {
    const body = new URLSearchParams(utmQuery()).toString();
    const response = await api.post(path, body, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(response.json.advId).toEqual(expect.any(String));
  });

  it('answers 422 on each missing utm parameter', async () => {
    const response = await api.post(path, { utm_source: 'a', utm_medium: '', other: 'x' });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      utm_medium: [expect.stringMatching(/^required: /)],
      utm_campaign: [expect.stringMatching(/^required: /)],
      utm_term: [expect.stringMatching(/^required: /)],
    });
  });

  it('caps values, parameter names and their number', async () => {
    const long = await api.post(path, utmQuery({ utm_campaign: 'c'.repeat(257) }));
    expect(long.json.errors).toEqual({ utm_campaign: [expect.stringMatching(/^too_long: /)] });

    const longOther = await api.post(path, utmQuery({ ref: 'r'.repeat(2049) }));
    expect(longOther.json.errors).toEqual({ ref: [expect.stringMatching(/^too_long: /)] });

    const longName = await api.post(path, utmQuery({ ['n'.repeat(65)]: 'x' }));
    expect(longName.status).toBe(422);
    expect(Object.values(longName.json.errors)).toEqual([[expect.stringMatching(/^too_long: /)]]);

    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, 'x']));
    const tooMany = await api.post(path, utmQuery(many));
    expect(tooMany.status).toBe(422);
    expect(Object.values(tooMany.json.errors)).toEqual([
      [expect.stringMatching(/^too_many_fields: /)],
    ]);

    const nested = await api.post(path, { ...utmQuery(), extra: { a: 1 } });
    expect(nested.json.errors).toEqual({ extra: [expect.stringMatching(/^invalid_type: /)] });

    expect((await api.post(path, [utmQuery()])).status).toBe(400);
  });
});

describe('POST /middleware/registerPageOpenEvent', () => {
  const path = '/api/middleware/registerPageOpenEvent';

  it('records a page_open click', async () => {
    const ip = uniqueIp();
    const subH = unique('sub');
    const response = await api.post(
      path,
      { subH, uuid: 'visitor-1', click_url: 'https://casino.example/?subH=x' },
      { ip },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const noUuid = await api.post(
      path,
      { subH, uuid: null, click_url: 'http://casino.example/games' },
      { ip },
    );
    expect(noUuid.status).toBe(200);
    const clicks = await clicksOf(ip);
    expect(
      clicks.map(({ kind, subH, uuid, clickUrl }) => ({ kind, subH, uuid, clickUrl })),
    ).toEqual([
      { kind: 'page_open', subH, uuid: 'visitor-1', clickUrl: 'https://casino.example/?subH=x' },
      { kind: 'page_open', subH, uuid: null, clickUrl: 'http://casino.example/games' },
    ]);
  });

  it('refuses a missing subH, a bad or oversized click_url and unknown fields', async () => {
    const response = await api.post(path, {
      click_url: 'javascript:alert(1)',
      uuid: 'u'.repeat(129),
      extra: 1,
    });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      subH: [expect.stringMatching(/^required: /)],
      click_url: [expect.stringMatching(/^invalid_value: /)],
      uuid: [expect.stringMatching(/^too_long: /)],
      extra: [expect.stringMatching(/^unknown_field: /)],
    });
    const long = await api.post(path, {
      subH: 'x',
      click_url: `https://casino.example/${'a'.repeat(2048)}`,
    });
    expect(long.json.errors).toEqual({ click_url: [expect.stringMatching(/^too_long: /)] });
    const relative = await api.post(path, { subH: 'x', click_url: '/games' });
    expect(relative.json.errors).toEqual({
      click_url: [expect.stringMatching(/^invalid_value: /)],
    });
  });
});

describe('POST /middleware/ip', () => {
  const path = '/api/middleware/ip';

  it('records the visit with the client address', async () => {
    const ip = uniqueIp();
    const response = await api.post(
      path,
      { host: 'Casino.example', userAgent: 'Browser/2.0' },
      { ip },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    const clicks = await clicksOf(ip);
    expect(clicks.map(({ kind, host, userAgent }) => ({ kind, host, userAgent }))).toEqual([
      { kind: 'visit', host: 'casino.example', userAgent: 'Browser/2.0' },
    ]);
  });

  it('writes an address down once a day per host, however many instances report it', async () => {
    const ip = uniqueIp();
    const visit = (host: string) => api.post(path, { host, userAgent: '' }, { ip });
    expect((await visit('casino.example')).status).toBe(200);
    // Another instance of the middleware, the same day: answered alike, written once.
    expect((await visit('casino.example')).json).toEqual({ success: true });
    await visit('mirror.example');
    api.clock.advance(24 * 3600 * 1000);
    await visit('casino.example');
    const clicks = await clicksOf(ip);
    expect(clicks.map(({ host, visitDay }) => `${host} ${visitDay}`)).toEqual([
      `casino.example ${clicks[0]!.visitDay}`,
      `mirror.example ${clicks[0]!.visitDay}`,
      `casino.example ${new Date(api.clock.now()).toISOString().slice(0, 10)}`,
    ]);
    expect(clicks[2]!.visitDay).not.toBe(clicks[0]!.visitDay);
  });

  it('refuses a missing host, a wrong type and an oversized user agent', async () => {
    const response = await api.post(path, { userAgent: 'x'.repeat(1025) });
    expect(response.status).toBe(422);
    expect(response.json.errors).toEqual({
      host: [expect.stringMatching(/^required: /)],
      userAgent: [expect.stringMatching(/^too_long: /)],
    });
    const typed = await api.post(path, { host: 5, userAgent: null });
    expect(Object.keys(typed.json.errors).sort()).toEqual(['host', 'userAgent']);
  });
});

describe('POST /middleware/affiliate', () => {
  const path = '/api/middleware/affiliate';

  const partnerByCode = async (code: string) =>
    (await api.ctx.db.select().from(partners).where(eq(partners.code, code)))[0];

  it('creates the partner of `partner`, `partnerId` or `stag` and records a click', async () => {
    const ip = uniqueIp();
    const code = unique('aff');
    const response = await api.post(
      path,
      { partner: code, adplace: 'banner', utm_source: 'x' },
      { ip },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true });
    await api.post(path, { partnerId: code }, { ip });
    const partner = await partnerByCode(code);
    expect(partner).toMatchObject({ code, name: code });
    const clicks = await api.ctx.db
      .select()
      .from(marketingClicks)
      .where(and(eq(marketingClicks.ip, ip), eq(marketingClicks.kind, 'affiliate')))
      .orderBy(marketingClicks.id);
    expect(clicks.map((click) => click.partnerId)).toEqual([partner!.id, partner!.id]);

    const stag = unique('stag');
    await api.post(path, { stag, partner: '' }, { ip });
    expect(await partnerByCode(stag)).toBeDefined();
  });

  it('answers success and records nothing without a partner parameter', async () => {
    const ip = uniqueIp();
    const response = await api.post(path, { utm_source: 'x' }, { ip });
    expect(response.json).toEqual({ success: true });
    expect(await clicksOf(ip)).toEqual([]);
  });

  it('refuses an oversized partner code or a non-string value', async () => {
    const long = await api.post(path, { partner: 'p'.repeat(129) });
    expect(long.status).toBe(422);
    expect(long.json.errors).toEqual({ partner: [expect.stringMatching(/^too_long: /)] });
    const typed = await api.post(path, { stag: ['a', 'b'] });
    expect(typed.json.errors).toEqual({ stag: [expect.stringMatching(/^invalid_type: /)] });
  });
});

describe('the marketing reports are rate-limited per address', () => {
  it('answers 429 with Retry-After past the budget, and other addresses go on', async () => {
    const ip = uniqueIp();
    const body = { host: 'casino.example', userAgent: 'Browser/1.0' };
    for (let i = 0; i < 300; i += 1) {
      const { status } = await api.post('/api/middleware/ip', body, { ip });
      expect(status).toBe(200);
    }
    const refused = await api.post('/api/middleware/ip', body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await api.post('/api/middleware/ip', body, { ip: uniqueIp() })).status).toBe(200);
  }, 60_000);
});
