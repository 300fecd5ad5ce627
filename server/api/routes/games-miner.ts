import { registry } from '@/lib/games/registry';
import { roundRoutes } from './games-rounds';

/** Miner rounds, mounted at `/api/v2/games/miner`: start, reveal, cashout, round. */
export const gamesMiner = roundRoutes(registry.miner);
