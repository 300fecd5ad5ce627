import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';
import { adjustBalance } from '@/server/services/wallet/adjust-balance';

/**
 * The development account README.md names, so a fresh machine can sign in and play at once:
 * its real RUB wallet starts with `balance` minor units (10,000 RUB).
 */
export const DEMO_ACCOUNT = {
  email: 'demo@arcada.local',
  password: 'demo-password',
  currency: 'RUB',
  balance: 1_000_000,
} as const;

/**
 * Opens the demo account unless it exists, and credits its starting balance once: through the
 * ledger, as an adjustment from the house keyed by the account's id, so however often the seed
 * runs (every start, several instances at once) the money arrives once. An account seeded
 * before it had a balance gets it on the next start.
 */
export async function seedDemoAccount(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const userId = await demoUserId(ctx);
  await adjustBalance(ctx, {
    key: `seed:demo-wallet:${userId}`,
    userId,
    currency: DEMO_ACCOUNT.currency,
    amount: DEMO_ACCOUNT.balance,
    direction: 'credit',
    kind: 'real',
    reason: 'Starting balance of the development account (seed)',
  });
}

async function demoUserId(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const find = async () => {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNT.email));
    return user?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  try {
    const user = await createAccount(ctx, {
      method: 'email',
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      currency: DEMO_ACCOUNT.currency,
      name: 'Demo',
      locale: 'ru',
      emailVerified: true,
    });
    return user.id;
  } catch (error) {
    // Another instance seeding at the same moment opened it first (the e-mail is unique).
    const opened = await find();
    if (opened !== undefined) return opened;
    throw error;
  }
}
