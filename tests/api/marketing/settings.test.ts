import { eq } from 'drizzle-orm';
import { promoCodes, siteSettings } from '@/server/db/schema';
import { seedDatabase } from '@/server/services/seed/seed-database';
import { createTestApi, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  // The seed's welcome pack is global: on PostgreSQL it must not reach other suites.
  api = await createTestApi({ ownDatabase: true });
});
afterAll(() => api.close());

// The only suite that writes the public settings: on a shared PostgreSQL others would race it.
async function setSetting(key: string, value: string, isPublic: boolean) {
  await api.ctx.db
    .insert(siteSettings)
    .values({ key, value, public: isPublic })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, public: isPublic } });
}

describe('seed', () => {
  it('adds the public settings, empty, and the WELCOME promo code, idempotently', async () => {
    await seedDatabase(api.ctx);
    await seedDatabase(api.ctx);
    expect((await api.get('/api/settings')).json).toEqual({
      data: { revshare_service_frontend_url: '', telegram_channel_url: '' },
    });
    const rows = await api.ctx.db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'telegram_channel_url'));
    expect(rows).toEqual([{ key: 'telegram_channel_url', value: '', public: true }]);
    expect(
      await api.ctx.db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME')),
    ).toEqual([
      expect.objectContaining({
        code: 'WELCOME',
        type: 'deposit_percent',
        value: '100',
        name: 'Welcome bonus',
        active: true,
        expiresAt: null,
        templateId: null,
      }),
    ]);
    expect((await api.get('/api/bonus-system/bonus/welcome')).json).toEqual({
      data: { code: 'WELCOME', type: 'deposit_percent', value: '100', name: 'Welcome bonus' },
    });
  });
});

describe('GET /settings', () => {
  it('answers the public settings, cacheable, and never a private one', async () => {
    await setSetting('revshare_service_frontend_url', 'https://partners.example', true);
    await setSetting('telegram_channel_url', 'https://t.me/hidden', false);
    const response = await api.get('/api/settings');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.json).toEqual({
      data: { revshare_service_frontend_url: 'https://partners.example', telegram_channel_url: '' },
    });
    await setSetting('telegram_channel_url', 'https://t.me/casino', true);
    expect((await api.get('/api/settings')).json.data.telegram_channel_url).toBe(
      'https://t.me/casino',
    );
  });

  it('answers 404 to other methods', async () => {
    expect((await api.post('/api/settings', {})).status).toBe(404);
  });
});
