import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { redirectRules } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Rule = typeof redirectRules.$inferInsert;

/** A path segment nobody else in the run uses, so rules of other suites never match. */
function uniqueBase() {
  return `/r-${randomBytes(5).toString('hex')}`;
}

async function addRules(...rules: Rule[]) {
  await api.ctx.db.insert(redirectRules).values(rules);
}

const lookup = async (path: string) =>
  api.get(`/api/middleware/redirect?path=${encodeURIComponent(path)}`);

describe('GET /middleware/redirect', () => {
  it('answers the exact rule, ignoring a trailing slash, cacheable for 30 s', async () => {
    const base = uniqueBase();
    await addRules(
      { match: 'exact', path: base, destination: '/bonuses', status: 301 },
      { match: 'prefix', path: base, destination: '/elsewhere' },
    );
    const response = await lookup(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=30');
    expect(response.json).toEqual({ redirect: { to: '/bonuses', status: 301, external: false } });
  });

  it('picks the longest prefix matching on a segment boundary', async () => {
    const base = uniqueBase();
    await addRules(
      { match: 'prefix', path: `${base}/promo`, destination: 'https://partner.example/landing' },
      { match: 'prefix', path: `${base}/promo/vip`, destination: '/vip-club', status: 307 },
      { match: 'prefix', path: base, destination: '/' },
    );
    expect((await lookup(`${base}/promo`)).json.redirect).toEqual({
      to: 'https://partner.example/landing',
      status: 302,
      external: true,
    });
    expect((await lookup(`${base}/promo/a/b`)).json.redirect.to).toBe(
      'https://partner.example/landing',
    );
    expect((await lookup(`${base}/promo/vip/x`)).json.redirect).toEqual({
      to: '/vip-club',
      status: 307,
      external: false,
    });
    // `/promotion` is not under `/promo`: the shorter `base` rule answers.
    expect((await lookup(`${base}/promotion`)).json.redirect.to).toBe('/');
  });

  it('appends the rest of the path with keep_rest, before the destination query', async () => {
    const base = uniqueBase();
    await addRules(
      { match: 'prefix', path: `${base}/old`, destination: '/games/', keepRest: true },
      {
        match: 'prefix',
        path: `${base}/ext`,
        destination: 'https://new.example/base?ref=1',
        keepRest: true,
      },
      { match: 'exact', path: `${base}/exact`, destination: '/faq', keepRest: true },
    );
    expect((await lookup(`${base}/old/slots/x/`)).json.redirect.to).toBe('/games/slots/x');
    expect((await lookup(`${base}/old`)).json.redirect.to).toBe('/games/');
    expect((await lookup(`${base}/ext/a`)).json.redirect).toEqual({
      to: 'https://new.example/base/a?ref=1',
      status: 302,
      external: true,
    });
    expect((await lookup(`${base}/exact`)).json.redirect.to).toBe('/faq');
  });

  it('lets a root prefix rule catch every path, the rest kept', async () => {
    // Only this suite asks for redirects, so a rule for `/` lives here for one test.
    const [root] = await api.ctx.db
      .insert(redirectRules)
      .values({
        match: 'prefix',
        path: '/',
        destination: 'https://new.example/',
        keepRest: true,
        status: 308,
      })
      .returning();
    try {
      const base = uniqueBase();
      expect((await lookup(`${base}/a`)).json.redirect).toEqual({
        to: `https://new.example${base}/a`,
        status: 308,
        external: true,
      });
      expect((await lookup('/')).json.redirect.to).toBe('https://new.example/');
    } finally {
      await api.ctx.db.delete(redirectRules).where(eq(redirectRules.id, root!.id));
    }
  });

  it('ignores inactive rules and answers null without a match', async () => {
    const base = uniqueBase();
    await addRules({ match: 'exact', path: base, destination: '/faq', active: false });
    expect((await lookup(base)).json).toEqual({ redirect: null });
    expect((await lookup(`${uniqueBase()}/x`)).json).toEqual({ redirect: null });
  });

  it('refuses a protocol-relative destination in the table', async () => {
    const base = uniqueBase();
    await expect(
      addRules({ match: 'exact', path: base, destination: '//evil.example' }),
    ).rejects.toThrow();
    await expect(
      addRules({ match: 'exact', path: `${base}/`, destination: '/faq' }),
    ).rejects.toThrow();
  });

  it('refuses a missing, relative, oversized path or one with a query with 422', async () => {
    for (const query of [
      '',
      '?path=',
      '?path=promo',
      `?path=/${'a'.repeat(1100)}`,
      '?path=/a%3Fb',
    ]) {
      const response = await api.get(`/api/middleware/redirect${query}`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.json.errors)).toEqual(['path']);
    }
  });
});
