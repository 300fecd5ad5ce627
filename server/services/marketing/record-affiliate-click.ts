import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { marketingClicks, partners } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';

type MarketingContext = Pick<AppContext, 'clock'> & { db: Db };

/**
 * A visit through a partner's link: the partner of `code` (made on first sight, named after its
 * code until an operator renames it) and an `affiliate` click.
 */
export async function recordAffiliateClick(ctx: MarketingContext, code: string, meta: RequestMeta) {
  const partnerId = await findOrCreatePartner(ctx, code);
  await ctx.db.insert(marketingClicks).values({
    kind: 'affiliate',
    partnerId,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    createdAt: ctx.clock.now(),
  });
}

async function findOrCreatePartner(ctx: MarketingContext, code: string) {
  const [created] = await ctx.db
    .insert(partners)
    .values({ code, name: code, createdAt: ctx.clock.now() })
    .onConflictDoNothing({ target: partners.code })
    .returning({ id: partners.id });
  if (created) return created.id;
  const [existing] = await ctx.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.code, code))
    .limit(1);
  return existing!.id;
}
