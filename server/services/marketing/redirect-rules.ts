import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { redirectRuleRequestSchema } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { redirectRules, type RedirectRule } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/** A rule as the operator endpoints answer it. */
export function redirectRuleView(rule: RedirectRule) {
  const { id, match, path, destination, status, keepRest, active } = rule;
  return { id, match, path, destination, status, keep_rest: keepRest, active };
}

/** Every redirect rule, newest first: rules are written by hand, a few hundred at most. */
export async function listRedirectRules(ctx: { db: Db }) {
  const rows = await ctx.db.select().from(redirectRules).orderBy(desc(redirectRules.id));
  return rows.map(redirectRuleView);
}

/**
 * Replaces a rule's match, paths, status and whether it is active (a rule is switched off rather
 * than deleted, so the audit trail's id keeps meaning something); 404 for an unknown id.
 */
export async function replaceRedirectRule(
  ctx: { db: Db },
  id: number,
  { keep_rest, ...rule }: z.output<typeof redirectRuleRequestSchema>,
) {
  const [updated] = await ctx.db
    .update(redirectRules)
    .set({ ...rule, keepRest: keep_rest })
    .where(eq(redirectRules.id, id))
    .returning();
  if (!updated) throw AppError.of('not_found', 404);
  return redirectRuleView(updated);
}
