/**
 * The drand beacon the rooms draw from (issue 40; `lib/games/rooms/drand.ts`). The chain itself
 * (quicknet's hash, key and timing) is pinned there, beside the arithmetic that uses it.
 */

/** The League of Entropy's relay; any relay serves the same signed beacons. */
export const DRAND_DEFAULT_URL = 'https://api.drand.sh';

/** How long one request to the beacon may take before the draw tries again on the next pass. */
export const DRAND_FETCH_TIMEOUT_MS = 4_000;

/**
 * The local stand-in's chain (`/api/dev/drand`): genesis 2024-01-01T00:00:00Z, a round every 3
 * seconds like quicknet. Its key is derived from AUTH_SECRET, so the operator holds it.
 */
export const DRAND_STAND_IN_GENESIS = 1_704_067_200;
export const DRAND_STAND_IN_PERIOD_S = 3;
