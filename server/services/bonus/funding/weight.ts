import { bpShare, countedMinor, edgeShare, shareBp } from '@/lib/bonus/contribution';
import type { Fraction } from '@/lib/constants/games';
import type { BonusProduct, ContributionProfile } from '@/server/db/schema';

export type WeighedStake = {
  product: BonusProduct;
  /** The game's slug (a casino game's code, an in-house game's name). */
  game: string;
  /** The game's house edge, exactly (`HOUSE_EDGE`): in-house games, crash and rooms. */
  edge?: Fraction;
  /** A sports ticket's total odds × 10000. */
  oddsE4?: number;
};

const NOTHING: Fraction = { numerator: 0, denominator: 1 };

/**
 * The share of a stake that counts toward wagering, by the grant's profile: casino games by their
 * kind; games of our own by their edge against the reference edge (a 1 % dice against 4 % counts
 * 25 %, roulette's 1/37 exactly 67.567… %), never above 100 %; a sports ticket only at or above
 * the minimum odds. A game the profile excludes counts nothing.
 */
export function stakeShare(profile: ContributionProfile, stake: WeighedStake): Fraction {
  if (profile.excluded_games.includes(stake.game)) return NOTHING;
  switch (stake.product) {
    case 'slots':
      return bpShare(profile.slots_bp);
    case 'live_casino':
      return bpShare(profile.live_casino_bp);
    case 'table':
      return bpShare(profile.table_bp);
    case 'sports':
      return (stake.oddsE4 ?? 0) >= profile.sports_min_odds_e4
        ? bpShare(profile.sports_bp)
        : NOTHING;
    default:
      return edgeShare(stake.edge ?? NOTHING, profile.reference_edge_bp);
  }
}

/**
 * What a stake of `amount` minor units adds to wagering: `amount × share` rounded once, to the
 * nearest minor unit (`countedMinor`), and the share in basis points as the stake's row records it.
 */
export function stakeContribution(
  profile: ContributionProfile,
  stake: WeighedStake,
  amount: number,
): { weightBp: number; contribution: number } {
  const share = stakeShare(profile, stake);
  return { weightBp: shareBp(share), contribution: countedMinor(amount, share) };
}
