import type { AppContext } from '@/server/app-context';
import { activeSeedPair } from './active-seed-pair';

/** The player's active seed pair, opened on first use. */
export function getSeeds(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number) {
  return activeSeedPair(ctx.db, userId, ctx.clock.now());
}
