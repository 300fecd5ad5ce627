import { asc } from 'drizzle-orm';
import { VIP_TIERS, type VipTier } from '@/lib/constants/vip';
import type { Db } from '@/server/db/client';
import { vipLevels, vipTiers } from '@/server/db/schema';

export type Ladder = Awaited<ReturnType<typeof readLadder>>;

/** The tiers (in order) and the levels' thresholds and bonuses as the operator set them. */
export async function readLadder(db: Db) {
  const [tiers, levels] = await Promise.all([
    db.select().from(vipTiers).orderBy(asc(vipTiers.firstLevel)),
    db.select().from(vipLevels).orderBy(asc(vipLevels.level)),
  ]);
  const tierOf = (level: number): VipTier => {
    let tier: VipTier = VIP_TIERS[0];
    for (const row of tiers) if (level >= row.firstLevel) tier = row.tier;
    return tier;
  };
  const rates = (level: number) => tiers.find((row) => row.tier === tierOf(level))!;
  /** The highest level `points` reach. */
  const levelFor = (points: number) => {
    let level = 1;
    for (const row of levels) if (points >= row.points) level = Math.max(level, row.level);
    return level;
  };
  return { tiers, levels, tierOf, rates, levelFor };
}
