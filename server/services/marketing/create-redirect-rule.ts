import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { redirectRules, type RedirectStatus } from '@/server/db/schema';

export type RedirectRuleInput = {
  match: 'exact' | 'prefix';
  /** Already without a trailing slash (`normalizeRedirectPath`). */
  path: string;
  destination: string;
  status: RedirectStatus;
  keepRest: boolean;
  active: boolean;
};

/** Adds a redirect rule; the lookup sees it at once (callers cache answers for 30 s). */
export async function createRedirectRule(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  input: RedirectRuleInput,
) {
  const [rule] = await ctx.db
    .insert(redirectRules)
    .values({ ...input, createdAt: ctx.clock.now() })
    .returning();
  return rule!;
}
