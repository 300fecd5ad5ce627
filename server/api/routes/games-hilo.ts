import { registry } from '@/lib/games/registry';
import { roundRoutes } from './games-rounds';

/** Hilo rounds, mounted at `/api/v2/games/hilo`: start, guess, cashout, round. */
export const gamesHilo = roundRoutes(registry.hilo);
