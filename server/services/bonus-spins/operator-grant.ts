import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { operatorGrant } from '@/server/services/bonus/operator/operator-grants';
import { templateByCode } from '@/server/services/bonus/operator/save-template';
import { grantTemplateFreeSpins } from './grant-template-free-spins';

/**
 * `POST /operator/bonuses/grants`: a template's bonus (`operatorGrant`), or for a free-spins
 * template its spins (`grantTemplateFreeSpins`, key `operator:<key>`: the same key answers the
 * same spins). An unknown player is a 404, a blocked or closed one a 409, a template with no spins in the currency a 422.
 */
export async function operatorGrantOrSpins(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  input: Parameters<typeof operatorGrant>[1] & { currency: Currency },
) {
  const template = await templateByCode(ctx, input.template, 'template');
  if (template.kind !== 'free_spins') return operatorGrant(ctx, input);
  const [user] = await ctx.db
    .select({ id: users.id, state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, input.user_id));
  if (!user) throw AppError.of('not_found', 404);
  assertAccountAllows(user, 'bonus', 409, ctx.clock.now());
  const spins = await grantTemplateFreeSpins(ctx, {
    userId: input.user_id,
    currency: input.currency,
    template,
    key: `operator:${input.key}`,
  });
  return { grant: spins, created: true };
}
