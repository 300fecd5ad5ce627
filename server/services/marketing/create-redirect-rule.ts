import type { z } from 'zod';
import type { redirectRuleRequestSchema } from '@/lib/schemas/operator';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { redirectRules } from '@/server/db/schema';

/**
 * Adds a redirect rule (its path already without a trailing slash); the lookup sees it at once
 * (callers cache answers for 30 s).
 */
export async function createRedirectRule(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  { keep_rest, ...rule }: z.output<typeof redirectRuleRequestSchema>,
) {
  const [created] = await ctx.db
    .insert(redirectRules)
    .values({ ...rule, keepRest: keep_rest, createdAt: ctx.clock.now() })
    .returning();
  return created!;
}
