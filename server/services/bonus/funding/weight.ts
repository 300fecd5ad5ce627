import type { BonusProduct, ContributionProfile } from '@/server/db/schema';

export type WeighedStake = {
  product: BonusProduct;
  /** The game's slug (a casino game's code, an in-house game's name). */
  game: string;
  /** The game's house edge, basis points: in-house games, crash and rooms. */
  edgeBp?: number;
  /** A sports ticket's total odds × 10000. */
  oddsE4?: number;
};

/**
 * How much of a stake counts toward wagering, basis points of it, by the grant's profile:
 * casino games by their kind; games of our own by their edge against the reference edge (a 1 %
 * dice against 4 % counts 25 %), never above 100 %; a sports ticket only at or above the
 * minimum odds. A game the profile excludes counts nothing.
 */
export function stakeWeightBp(profile: ContributionProfile, stake: WeighedStake): number {
  if (profile.excluded_games.includes(stake.game)) return 0;
  switch (stake.product) {
    case 'slots':
      return profile.slots_bp;
    case 'live_casino':
      return profile.live_casino_bp;
    case 'table':
      return profile.table_bp;
    case 'sports':
      return (stake.oddsE4 ?? 0) >= profile.sports_min_odds_e4 ? profile.sports_bp : 0;
    default:
      if (profile.reference_edge_bp <= 0) return 10_000;
      return Math.min(
        10_000,
        Math.floor(((stake.edgeBp ?? 0) * 10_000) / profile.reference_edge_bp),
      );
  }
}
