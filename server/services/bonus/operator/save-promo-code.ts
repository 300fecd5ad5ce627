import { eq } from 'drizzle-orm';
import type { OperatorPromoRequest } from '@/lib/schemas/operator-bonus';
import type { AppContext } from '@/server/app-context';
import { promoCodes } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { templateByCode } from './save-template';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Creates a promo code giving a template's bonus, or (`existingCode`) replaces one's terms; its
 * `uses` stay. `type` and `value` (what the public lookup shows) follow the template: its kind,
 * and the match percentage or the name.
 */
export async function savePromoCode(ctx: Ctx, input: OperatorPromoRequest, existingCode?: string) {
  const template = await templateByCode(ctx, input.template, 'template');
  const fields = {
    name: input.name,
    type: template.kind,
    value: template.kind === 'deposit_match' ? String(template.percent) : template.code,
    templateId: template.id,
    maxUses: input.max_uses,
    newPlayersOnly: input.new_players_only,
    currencies: input.currencies,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    active: input.active,
  };
  if (existingCode !== undefined) {
    const [updated] = await ctx.db
      .update(promoCodes)
      .set(fields)
      .where(eq(promoCodes.code, existingCode.toUpperCase()))
      .returning();
    if (!updated) throw AppError.of('not_found', 404);
    return updated;
  }
  const [created] = await ctx.db
    .insert(promoCodes)
    .values({ code: input.code, ...fields })
    .onConflictDoNothing()
    .returning();
  if (!created) throw AppError.field('code', 'invalid_value');
  return created;
}

/** A promo code as the operator sees it, with its template's handle. */
export function serializePromo(promo: typeof promoCodes.$inferSelect, template: string | null) {
  return {
    code: promo.code,
    name: promo.name,
    template,
    max_uses: promo.maxUses,
    uses: promo.uses,
    new_players_only: promo.newPlayersOnly,
    currencies: promo.currencies,
    starts_at: promo.startsAt?.toISOString() ?? null,
    expires_at: promo.expiresAt?.toISOString() ?? null,
    active: promo.active,
  };
}
