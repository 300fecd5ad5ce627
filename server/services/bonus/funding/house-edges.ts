import { CRASH_DECLARED_RTP } from '@/lib/constants/crash';
import { DECLARED_RTP, type InHouseGame } from '@/lib/constants/games';
import { ROOM_DECLARED_RTP } from '@/lib/constants/rooms';

/** A declared return to player as a house edge in basis points (0.99 → 100, 36/37 → 270). */
const edgeBp = (rtp: number) => Math.round((1 - rtp) * 10_000);

/**
 * The house edge of each in-house game, from its declared RTP: what weighs its stakes toward
 * wagering against the grant's `reference_edge_bp`.
 */
export const IN_HOUSE_EDGE_BP = Object.fromEntries(
  Object.entries(DECLARED_RTP).map(([game, rtp]) => [game, edgeBp(rtp)]),
) as Record<InHouseGame, number>;

export const CRASH_EDGE_BP = edgeBp(CRASH_DECLARED_RTP);
export const ROOM_EDGE_BP = edgeBp(ROOM_DECLARED_RTP);
