import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { promoCodes, siteSettings } from '@/server/db/schema';
import { PUBLIC_SETTINGS } from '@/server/services/marketing/get-public-settings';
import { seedBonuses } from './seed-bonuses';
import { seedDemoAccount } from './seed-demo-account';
import { seedDemoVip } from './seed-demo-vip';
import { seedTournaments } from './seed-tournaments';

/**
 * Data every start needs, and with development tools the demo account, a promo code to try,
 * the demo bonuses (a welcome pack, FREE500, WELCOME150), the demo account's VIP level and
 * tournaments (one active, one upcoming).
 * Idempotent, so it runs on each start (and `npm run db:migrate`).
 */
export async function seedDatabase(ctx: Pick<AppContext, 'config' | 'db' | 'clock'>) {
  await seedPublicSettings(ctx.db);
  if (ctx.config.devTools) {
    await seedDemoAccount(ctx);
    await seedDemoVip(ctx);
    await seedWelcomePromo(ctx.db);
    await seedBonuses(ctx);
    await seedTournaments(ctx);
  }
}

/** The public settings exist from the start, empty until an operator fills them. */
async function seedPublicSettings(db: Db) {
  await db
    .insert(siteSettings)
    .values(PUBLIC_SETTINGS.map((key) => ({ key, value: '', public: true })))
    .onConflictDoNothing();
}

/** A promo code to try the promo lookup and registration with in development. */
async function seedWelcomePromo(db: Db) {
  await db
    .insert(promoCodes)
    .values({ code: 'WELCOME', type: 'deposit_percent', value: '100', name: 'Welcome bonus' })
    .onConflictDoNothing();
}
