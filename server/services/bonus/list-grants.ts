import { desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { AppContext } from '@/server/app-context';
import { bonusGrants, bonusTemplates } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { expireGrants } from './expire-grants';
import { withGameNames } from './game-names';
import { serializeGrant } from './serialize-grant';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Ended grants shown in the history, newest first. */
const HISTORY_LIMIT = 100;

/**
 * A player's grants: the active ones (one per currency at most), then the ended ones newest
 * first. Grants past their expiry are ended first, so the answer never shows one as running.
 */
export async function listGrants(ctx: Ctx, userId: number, locale: Locale) {
  await expireGrants(ctx, userId);
  const grants = await ctx.db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId))
    .orderBy(desc(bonusGrants.id))
    .limit(HISTORY_LIMIT + 10);
  if (grants.length === 0) return { active: [], history: [] };
  const templates = await withGameNames(
    ctx.db,
    await ctx.db
      .select()
      .from(bonusTemplates)
      .where(inArray(bonusTemplates.id, [...new Set(grants.map((grant) => grant.templateId))])),
  );
  const templateOf = (id: number) => templates.find((template) => template.id === id)!;
  const active = await Promise.all(
    grants
      .filter((grant) => grant.status === 'active')
      .map(async (grant) => {
        const { bonus } = await userBalances(ctx.db, userId, grant.currency);
        return serializeGrant(grant, templateOf(grant.templateId), bonus, locale);
      }),
  );
  const history = grants
    .filter((grant) => grant.status !== 'active')
    .slice(0, HISTORY_LIMIT)
    .map((grant) => serializeGrant(grant, templateOf(grant.templateId), 0, locale));
  return { active, history };
}
