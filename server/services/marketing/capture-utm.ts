import { and, eq } from 'drizzle-orm';
import type { UtmAnswer, UtmQuery } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { campaigns, marketingClicks } from '@/server/db/schema';
import { randomToken } from '@/server/lib/secrets';
import type { RequestMeta } from '@/server/services/auth/create-session';

type MarketingContext = Pick<AppContext, 'clock'> & { db: Db };

/**
 * A campaign arrival (spec §5): the campaign of the four utm parameters, made on first sight,
 * and a `utm` click. Answers the campaign's public id and the promo it advertises.
 */
export async function captureUtm(
  ctx: MarketingContext,
  utm: Pick<UtmQuery, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term'>,
  meta: RequestMeta,
): Promise<UtmAnswer> {
  const campaign = await findOrCreateCampaign(ctx, utm);
  await ctx.db.insert(marketingClicks).values({
    kind: 'utm',
    campaignId: campaign.id,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    createdAt: ctx.clock.now(),
  });
  const promo =
    campaign.promoType && campaign.promoValue
      ? { type: campaign.promoType, value: campaign.promoValue, modal: campaign.promoModal }
      : null;
  return { advId: campaign.advId, promo };
}

async function findOrCreateCampaign(ctx: MarketingContext, utm: Parameters<typeof captureUtm>[1]) {
  const tuple = {
    utmSource: utm.utm_source,
    utmMedium: utm.utm_medium,
    utmCampaign: utm.utm_campaign,
    utmTerm: utm.utm_term,
  };
  // Insert first: of two first arrivals at once, one creates the row and both then read it.
  const [created] = await ctx.db
    .insert(campaigns)
    .values({ ...tuple, advId: randomToken(12), createdAt: ctx.clock.now() })
    .onConflictDoNothing({
      target: [campaigns.utmSource, campaigns.utmMedium, campaigns.utmCampaign, campaigns.utmTerm],
    })
    .returning();
  if (created) return created;
  const [existing] = await ctx.db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.utmSource, tuple.utmSource),
        eq(campaigns.utmMedium, tuple.utmMedium),
        eq(campaigns.utmCampaign, tuple.utmCampaign),
        eq(campaigns.utmTerm, tuple.utmTerm),
      ),
    )
    .limit(1);
  return existing!;
}
