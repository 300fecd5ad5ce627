import { eq } from 'drizzle-orm';
import { ledgerTransfers, users } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { seedDatabase } from '@/server/services/seed/seed-database';
import { DEMO_ACCOUNT } from '@/server/services/seed/seed-demo-account';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// The public settings and the promo code the seed writes are checked in marketing/settings.test.ts.
describe('the demo account (seeded with development tools)', () => {
  it('gets its 10,000 RUB once, through the ledger, however often the seed runs', async () => {
    await seedDatabase(api.ctx);
    await seedDatabase(api.ctx);
    await Promise.all([seedDatabase(api.ctx), seedDatabase(api.ctx)]);

    const [demo] = await api.ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(demo).toMatchObject({ currency: 'RUB', isEmailVerified: true });
    expect(await userBalances(api.ctx.db, demo!.id, 'RUB')).toEqual({ real: 1_000_000, bonus: 0 });
    const credits = await api.ctx.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `adjustment:seed:demo-wallet:${demo!.id}`));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ kind: 'adjustment', status: 'posted', amount: 1_000_000 });

    const login = await api.post(
      '/api/api/v2/auth/login/email/password',
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      { ip: uniqueIp() },
    );
    expect(login.status).toBe(200);
    const profile = await api.get('/api/profile/user', { token: login.json.token });
    expect(profile.json.user).toMatchObject({ currency: 'RUB', balance: 10_000 });
  });
});
