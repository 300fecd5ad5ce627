import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';

/** The development account README.md names, so a fresh machine can sign in at once. */
export const DEMO_ACCOUNT = { email: 'demo@arcada.local', password: 'demo-password' } as const;

/** Opens the demo account unless it exists. */
export async function seedDemoAccount(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return;
  await createAccount(ctx, {
    method: 'email',
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    currency: 'RUB',
    name: 'Demo',
    locale: 'ru',
    emailVerified: true,
  });
}
