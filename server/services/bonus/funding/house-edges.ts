import { CRASH_HOUSE_EDGE } from '@/lib/constants/crash';
import { HOUSE_EDGE, type Fraction, type InHouseGame } from '@/lib/constants/games';
import { ROOM_HOUSE_EDGE } from '@/lib/constants/rooms';

/** An exact house edge in basis points, rounded (1/100 → 100, 1/37 → 270). */
const edgeBp = (edge: Fraction) => Math.round((edge.numerator * 10_000) / edge.denominator);

/**
 * The house edge of each in-house game in basis points, from its exact `HOUSE_EDGE`: what VIP
 * points and rakeback weigh stakes by. Bonus wagering does not use these rounded figures; it
 * weighs stakes by the exact fractions (`lib/bonus/contribution.ts`).
 */
export const IN_HOUSE_EDGE_BP = Object.fromEntries(
  Object.entries(HOUSE_EDGE).map(([game, edge]) => [game, edgeBp(edge)]),
) as Record<InHouseGame, number>;

export const CRASH_EDGE_BP = edgeBp(CRASH_HOUSE_EDGE);
export const ROOM_EDGE_BP = edgeBp(ROOM_HOUSE_EDGE);
