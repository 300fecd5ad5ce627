import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hashPassword } from '@/server/lib/password';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * A first password for an account that has none (social or code sign-in); an account with a
 * password changes it through `updatePassword` instead (422 `password_exists`).
 */
export async function setPassword(ctx: AppContext, userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  // Conditional on the stored state, not on the session's copy, so two requests cannot both set it.
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash, updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  forgetSessions(ctx.db, userId);
  if (!updated) throw AppError.field('password', 'password_exists');
}
