import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { tryGrantWaitingFreeSpinsOf } from '@/server/services/bonus-spins/grant-template-free-spins';
import {
  checkRegistrationPromo,
  takeRegistrationPromo,
} from '@/server/services/bonus/registration-promo';

/**
 * A social sign-up's promo code, taken once the new account exists, as registration by e-mail
 * or phone takes it. The provider's popup has no field to show a 422 on, so a code that does
 * not apply (unknown, used up, another currency) is logged and the account stays; a tracking
 * code without a bonus is only recorded (the account's attribution). A free-spins code's offer
 * is granted after its redemption committed (or by the minute job).
 */
export async function takeSignUpPromo(ctx: AppContext, userId: number, promo: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  try {
    if (!(await checkRegistrationPromo(ctx, promo, user.currency))) return;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn('Social sign-up promo not taken', { userId, code: error.code });
    return;
  }
  await takeRegistrationPromo(ctx, user, promo);
  await tryGrantWaitingFreeSpinsOf(ctx, userId);
}
