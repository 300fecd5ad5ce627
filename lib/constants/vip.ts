/**
 * The VIP club (issue 21). SPEC §9 "Levels minimum: 100" is read as: the ladder has at least
 * 100 levels. They come in six tiers; points are lifetime and levels never go down.
 */

export const VIP_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** The number of levels (SPEC §9: at least 100). */
export const VIP_LEVELS = 100 as const;

/** The first level of each tier; a tier lasts until the next one's first level. */
export const VIP_TIER_FIRST_LEVEL: Record<VipTier, number> = {
  bronze: 1,
  silver: 20,
  gold: 40,
  platinum: 60,
  diamond: 80,
  legend: 100,
};

/** From this tier on the profile's `premium.status` is true. */
export const VIP_PREMIUM_TIER: VipTier = 'gold';

/**
 * The lifetime points a level needs: `round(1000 · (L − 1)^2.2)`, so level 1 is 0, level 2 is
 * 1,000 and level 100 about 24.6 million. One point is one base-currency unit (1 ₽) staked at a
 * 1 % house edge. The migration seeds `vip_levels` with the same formula.
 */
export function vipLevelPoints(level: number): number {
  return Math.round(1000 * Math.pow(level - 1, 2.2));
}

/** The tier of a level. */
export function vipTierOf(level: number): VipTier {
  let tier: VipTier = 'bronze';
  for (const name of VIP_TIERS) if (level >= VIP_TIER_FIRST_LEVEL[name]) tier = name;
  return tier;
}

/**
 * Sports bets' house edge in basis points for points and rakeback: the line's typical margin.
 * Casino games without a catalogue RTP count at their product's edge below.
 */
export const VIP_SPORTS_EDGE_BP = 500;
export const VIP_DEFAULT_EDGE_BP = { slots: 400, live_casino: 200, table: 200 } as const;

/**
 * Bets are scored once they are this old: a bet whose transaction commits after a later one's
 * is still ahead of the watermark when the scorer gets there.
 */
export const VIP_SCORE_LAG_MS = 10_000;

/** How often the scorer and the weekly cashback run. */
export const VIP_JOB_MS = 10_000;

/** Rewards shown in a player's history. */
export const VIP_HISTORY_SIZE = 20;
