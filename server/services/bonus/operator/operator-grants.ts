import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { bonusTemplates, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { creditBonus } from '../credit-bonus';
import { endGrant, grantBalance } from '../end-grant';
import { serializeGrant } from '../serialize-grant';
import { templateByCode } from './save-template';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * An operator gives a player a template's bonus (`operator:<key>`: the same key again answers
 * the same grant). An unknown player is a 404, a blocked or closed one a 409; a template that gives nothing in that currency
 * (not offered in it; a deposit kind with no `amount`) is a 422 on `template`. A free-spins
 * template's spins are granted by `bonus-spins/operator-grant.ts`.
 */
export async function operatorGrant(
  ctx: Ctx,
  input: {
    key: string;
    user_id: number;
    template: string;
    currency: Currency;
    amount?: number;
    reason: string;
  },
) {
  const template = await templateByCode(ctx, input.template, 'template');
  const [user] = await ctx.db
    .select({ id: users.id, state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, input.user_id));
  if (!user) throw AppError.of('not_found', 404);
  assertAccountAllows(user, 'bonus', 409, ctx.clock.now());
  const result = await creditBonus(ctx, {
    userId: user.id,
    currency: input.currency,
    templateId: template.id,
    key: `operator:${input.key}`,
    source: 'operator',
    amount: input.amount,
    reason: input.reason,
  });
  if (!result) throw AppError.field('template', 'invalid_value');
  const [grantTemplate] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, result.grant.templateId));
  const balance = await grantBalance(ctx.db, result.grant);
  return {
    grant: serializeGrant(result.grant, grantTemplate!, balance, 'en'),
    created: result.created,
  };
}

/** An operator cancels a player's active grant with a reason; its bonus money goes to the pool. */
export async function operatorCancelGrant(ctx: Ctx, grantId: number, reason: string) {
  const grant = await endGrant(ctx, { grantId, status: 'cancelled', reason });
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, grant.templateId));
  return serializeGrant(grant, template!, 0, 'en');
}
