import { and, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FunnelRow } from '@/lib/schemas/operator';
import type { Db } from '@/server/db/client';
import { attributions, campaigns, marketingClicks, partners, users } from '@/server/db/schema';

/**
 * A player's partner code, as a partner click names it: `partner` (registration), else
 * `partnerId` (attachSource), else `stag` (registration, then attachSource).
 */
const playerPartner = sql<string | null>`coalesce(
  nullif(${users.attribution}->>'partner', ''),
  ${attributions.partnerIdText},
  nullif(${users.attribution}->>'stag', ''),
  ${attributions.stag}
)`;

const count = sql<number>`count(*)::int`;

/**
 * The marketing funnel of `[from, to)` by partner and campaign: partner and campaign clicks,
 * players registered in the window and first deposits made in it, each counted under the
 * partner and campaign the player came from.
 */
export async function buildFunnelReport(
  ctx: { db: Db },
  window: { from: Date; to: Date },
): Promise<FunnelRow[]> {
  const [clicks, registrations, deposits] = await Promise.all([
    ctx.db
      .select({ partner: partners.code, campaign: campaigns.advId, count })
      .from(marketingClicks)
      .leftJoin(partners, eq(partners.id, marketingClicks.partnerId))
      .leftJoin(campaigns, eq(campaigns.id, marketingClicks.campaignId))
      .where(
        and(
          gte(marketingClicks.createdAt, window.from),
          lt(marketingClicks.createdAt, window.to),
          or(isNotNull(marketingClicks.partnerId), isNotNull(marketingClicks.campaignId)),
        ),
      )
      .groupBy(partners.code, campaigns.advId),
    playersBySource(ctx, and(gte(users.createdAt, window.from), lt(users.createdAt, window.to))),
    playersBySource(
      ctx,
      and(
        gte(attributions.firstDepositAt, window.from),
        lt(attributions.firstDepositAt, window.to),
      ),
    ),
  ]);

  const rows = new Map<string, FunnelRow>();
  const row = (partner: string | null, campaign: string | null) => {
    const key = JSON.stringify([partner, campaign]);
    let found = rows.get(key);
    if (!found) {
      found = { partner, campaign, clicks: 0, registrations: 0, first_deposits: 0 };
      rows.set(key, found);
    }
    return found;
  };
  for (const group of clicks) row(group.partner, group.campaign).clicks += group.count;
  for (const group of registrations)
    row(group.partner, group.campaign).registrations += group.count;
  for (const group of deposits) row(group.partner, group.campaign).first_deposits += group.count;
  return [...rows.values()].sort(
    (a, b) => compare(a.partner, b.partner) || compare(a.campaign, b.campaign),
  );
}

/** Players matching `where`, counted by the partner and campaign they came from (if any). */
async function playersBySource(ctx: { db: Db }, where: SQL | undefined) {
  const groups = await ctx.db
    .select({ partner: playerPartner, campaign: attributions.advId, count })
    .from(users)
    .leftJoin(attributions, eq(attributions.userId, users.id))
    .where(where)
    .groupBy(playerPartner, attributions.advId);
  return groups.filter((group) => group.partner !== null || group.campaign !== null);
}

/** Names in order, no name last. */
function compare(a: string | null, b: string | null) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
