import { eq, sql } from 'drizzle-orm';
import { ledgerTransfers, tournaments, users } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { seedDatabase } from '@/server/services/seed/seed-database';
import { tickTournaments } from '@/server/services/tournaments/tick-tournaments';
import { DEMO_ACCOUNT } from '@/server/services/seed/seed-demo-account';
import { createTestApi, uniqueIp, type TestApi } from '@/tests/support/api';

let api: TestApi;
beforeAll(async () => {
  // The seed's welcome pack is global: on PostgreSQL it must not reach other suites.
  api = await createTestApi({ ownDatabase: true });
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

describe('the demo bonuses (seeded with development tools)', () => {
  it('seeds the starter pack and the promo codes once, in every currency', async () => {
    await Promise.all([seedDatabase(api.ctx), seedDatabase(api.ctx)]);
    const guest = await api.get('/api/api/v3/welcome-pack/get-welcome-packs-guest', {
      headers: { 'accept-language': 'kz' },
    });
    expect(guest.json.data).toMatchObject({ name: 'Жаңадан келгендер пакеті', valid_days: 7 });
    expect(
      guest.json.data.steps.map((step: { terms: { percent: number } }) => step.terms.percent),
    ).toEqual([100, 50, 25]);
    for (const currency of ['USD', 'KZT', 'INR', 'EUR']) {
      const pack = await api.get(
        `/api/api/v3/welcome-pack/get-welcome-packs-guest?currency=${currency}`,
      );
      expect(pack.json.data.steps).toHaveLength(3);
    }
    const step1 = guest.json.data.steps[0].terms;
    expect(step1).toMatchObject({ max_bonus: 10_000, wagering_multiplier: 35, currency: 'RUB' });
    expect(step1.contributions).toEqual({
      slots: 100,
      live_casino: 10,
      table: 10,
      in_house_reference_edge: 4,
      sports: 50,
      sports_min_odds: 1.5,
      excluded_games: [],
    });
    for (const code of ['FREE500', 'WELCOME150']) {
      expect((await api.get(`/api/bonus-system/bonus/${code}`)).status).toBe(200);
    }
    // FREE500 is for players who registered with it.
    const response = await api.post(
      '/api/api/v2/auth/register/email',
      {
        email: `free-${Date.now()}@example.test`,
        password: 'correct-horse-battery',
        currency: 'RUB',
        promo: 'free500',
      },
      { ip: uniqueIp() },
    );
    expect(response.status).toBe(201);
    const grants = await api.get('/api/bonus-system/grants', { token: response.json.token });
    expect(grants.json.data.active[0]).toMatchObject({ amount: 500, wagering_required: 10_000 });
  });
});

describe('the demo tournaments (seeded with development tools)', () => {
  it('seeds one active and one upcoming tournament once, however often the seed runs', async () => {
    await Promise.all([seedDatabase(api.ctx), seedDatabase(api.ctx)]);
    await seedDatabase(api.ctx);
    await tickTournaments(api.ctx);
    const active = (await api.get('/api/tournaments?status=active')).json.data;
    const upcoming = (await api.get('/api/tournaments?status=upcoming')).json.data;
    expect(active.map((t: { scoring: string }) => t.scoring)).toEqual(['max_multiplier']);
    expect(upcoming.map((t: { registration: string }) => t.registration)).toEqual(['opt_in']);
    expect(active[0]).toMatchObject({ status: 'active', pool: 50_000, currency: 'RUB' });
    expect(active[0].name).toEqual({
      ru: 'Недельная гонка множителей',
      en: 'Weekly multiplier race',
      kz: 'Апталық көбейткіштер жарысы',
    });
    // The weekend shows a prize pool before anyone has played.
    expect(upcoming[0]).toMatchObject({ pool: 20_000, pool_mode: 'fixed', currency: 'RUB' });
    expect(upcoming[0].prizes[0]).toMatchObject({ from: 1, amount: 10_000 });
    expect(upcoming[0].name.en).toBe('Weekend turnover tournament');
  });

  it('renames a pair seeded before issue 32 while it runs, and gives the weekend its pool', async () => {
    await seedDatabase(api.ctx);
    // As an older seed wrote them: "Demo: …", the weekend's pool a share of turnover.
    await api.ctx.db.update(tournaments).set({
      name: sql`jsonb_set(${tournaments.name}, '{en}', to_jsonb('Demo: ' || lower(${tournaments.name} ->> 'en')))`,
    });
    await api.ctx.db
      .update(tournaments)
      .set({ pool: { mode: 'turnover_share', share_bp: 100 } })
      .where(eq(tournaments.status, 'upcoming'));
    expect(
      (await api.ctx.db.select({ name: tournaments.name }).from(tournaments)).map((t) => t.name.en),
    ).toEqual(expect.arrayContaining(['Demo: weekend turnover tournament']));

    await seedDatabase(api.ctx);
    const active = (await api.get('/api/tournaments?status=active')).json.data;
    const upcoming = (await api.get('/api/tournaments?status=upcoming')).json.data;
    expect(active.map((t: { name: { en: string } }) => t.name.en)).toEqual([
      'Weekly multiplier race',
    ]);
    expect(upcoming.map((t: { name: { en: string } }) => t.name.en)).toEqual([
      'Weekend turnover tournament',
    ]);
    expect(upcoming[0]).toMatchObject({ pool: 20_000, pool_mode: 'fixed' });
  });
});
