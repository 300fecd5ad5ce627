import { eq } from 'drizzle-orm';
import { buildFpp } from '@/lib/fingerprint/build-fpp';
import { fingerprintPro } from '@/lib/fingerprint/pro';
import { promoCodes, users } from '@/server/db/schema';
import { createTestApi, type TestApi } from '@/tests/support/api';
import { captureLogs } from '@/tests/support/logs';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // Registration refuses a promo code that does not exist (the seed adds this one on start).
  await api.ctx.db
    .insert(promoCodes)
    .values({ code: 'WELCOME', type: 'deposit_percent', value: '100', name: 'Welcome bonus' })
    .onConflictDoNothing();
});
afterAll(() => api.close());

async function attributionOf(email: string) {
  const [user] = await api.ctx.db.select().from(users).where(eq(users.email, email));
  return user!.attribution;
}

describe('GET /api/v2/fingerprint/key', () => {
  it('answers the public half of the key, cacheable for an hour', async () => {
    const response = await api.get('/api/api/v2/fingerprint/key');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const { kid, publicJwk } = api.ctx.config.fingerprintKey;
    expect(response.json).toEqual({ kid, jwk: publicJwk });
    expect(Object.keys(response.json.jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
  });
});

describe('registration with a fingerprint', () => {
  const fetchPublicKey = async () => (await api.get('/api/api/v2/fingerprint/key')).json;

  it('stores the fingerprints the browser encrypted, fp2 from Fingerprint Pro', async () => {
    // Fingerprint Pro's adapter with a stand-in agent: no script, no network.
    const paid = fingerprintPro(
      { key: 'pub-key', region: '', endpoint: '' },
      { load: async () => ({ get: async () => ({ visitorId: 'paid-visitor-1' }) }) },
    );
    const fpp = await buildFpp({ fetchPublicKey, free: async () => 'visitor-1', paid });
    const { email } = await api.registerByEmail({ fpp, stag: 'aff_1' });
    expect(await attributionOf(email)).toEqual({
      fp: 'visitor-1',
      fp2: 'paid-visitor-1',
      stag: 'aff_1',
    });
  });

  it('registers by phone too, keeping only the known fingerprint', async () => {
    const fpp = await buildFpp({ fetchPublicKey, free: async () => 'visitor-2' });
    const { phone } = await api.registerByPhone({ fpp });
    const [user] = await api.ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.attribution).toEqual({ fp: 'visitor-2' });
  });

  it('registers with a garbage fpp and stores nothing of it', async () => {
    const logs = captureLogs();
    const { email } = await api.registerByEmail({ fpp: 'encrypted-fingerprint', promo: 'WELCOME' });
    logs.stop();
    expect(await attributionOf(email)).toEqual({ promo: 'WELCOME' });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'Registration fpp not decrypted', length: 21 }),
    );
    expect(logs.raw.join('\n')).not.toContain('encrypted-fingerprint');
  });
});
