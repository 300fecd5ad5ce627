import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { users, type Attribution, type Channel, type RegisterMethod } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { hashPassword } from '@/server/lib/password';
import { randomToken } from '@/server/lib/secrets';

export type NewAccount = {
  method: RegisterMethod;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  currency: Currency;
  name?: string | null;
  locale?: Locale | null;
  timezone?: string | null;
  region?: 'RU' | 'KZ' | null;
  imageSmall?: string | null;
  emailVerified?: boolean;
  attribution?: Attribution;
};

/** Creates the account; a contact that is already registered answers 422 on its field. */
export async function createAccount(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  account: NewAccount,
) {
  const now = ctx.clock.now();
  const passwordHash = account.password ? await hashPassword(account.password) : null;
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        name: account.name ?? null,
        email: account.email ?? null,
        phone: account.phone ?? null,
        passwordHash,
        currency: account.currency,
        locale: account.locale ?? null,
        timezone: account.timezone ?? null,
        region: account.region ?? null,
        imageSmall: account.imageSmall ?? null,
        registerMethod: account.method,
        isEmailVerified: account.emailVerified ?? false,
        superBonus: randomToken(16),
        attribution: account.attribution ?? {},
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return user!;
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const field: Channel = violation.constraint?.includes('phone') ? 'phone' : 'email';
    throw AppError.field(field, field === 'phone' ? 'phone_taken' : 'email_taken');
  }
}
