import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { promoCodes, siteSettings, users } from '@/server/db/schema';
import type { Clock } from '@/server/lib/clock';
import { createAccount } from '@/server/services/auth/register';
import { PUBLIC_SETTINGS } from '@/server/services/marketing/get-public-settings';

/** The development account README.md names, so a fresh machine can sign in at once. */
export const DEMO_ACCOUNT = { email: 'demo@arcada.local', password: 'demo-password' } as const;

/** Data every start needs; idempotent, so it runs on each start. */
export async function seedDatabase(db: Db, options: { clock: Clock; devTools: boolean }) {
  await seedPublicSettings(db);
  if (options.devTools) {
    await seedDemoAccount(db, options.clock);
    await seedWelcomePromo(db);
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

async function seedDemoAccount(db: Db, clock: Clock) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return;
  await createAccount(
    { db, clock },
    {
      method: 'email',
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      currency: 'RUB',
      name: 'Demo',
      locale: 'ru',
      emailVerified: true,
    },
  );
}
