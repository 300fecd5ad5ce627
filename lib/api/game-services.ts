import type { GameId } from '@/lib/games/registry';

/**
 * The game services of spec §7, each of which may have an API base of its own
 * (`<SERVICE>_API_URL`, `<SERVICE>_API_PORT`); unset, the main API serves it.
 */
export const GAME_SERVICES = [
  'crash',
  'cases',
  'miner',
  'general',
  'coinflip',
  'keno',
  'dice',
] as const;
export type GameService = (typeof GAME_SERVICES)[number];

/**
 * A service's own base as the browser is told it (`GET /client_config`'s `services`): a full
 * URL, or a port on the main API's host (which then follows a failover to a mirror). The URL wins
 * when both are set: the port is where the process listens, the URL how players reach it.
 */
export type ServiceBase = { url?: string; port?: number };
export type ServiceBases = Partial<Record<GameService, ServiceBase>>;

/**
 * Which service serves each game's calls: the games spec §7 names have their own; roulette,
 * hilo, wheel and the rooms are `general`, as are the calls of no one game (the fairness seeds
 * under `/api/v2/fair`, the player's bets and the limits). The one place that decides it: the
 * browser's calls (`lib/api/games.ts`, `crash.ts`, `rooms.ts`) and a service's own listener
 * (`servesOnServiceListener`) both read it.
 */
export const GAME_SERVICE_OF = {
  dice: 'dice',
  coinflip: 'coinflip',
  keno: 'keno',
  miner: 'miner',
  cases: 'cases',
  crash: 'crash',
  roulette: 'general',
  hilo: 'general',
  wheel: 'general',
  rooms: 'general',
} as const satisfies Record<GameId | 'crash' | 'rooms', GameService>;

/**
 * The service of a path relative to the API root (`api/v2/games/dice/bet`, `/api/v2/fair/seeds`),
 * or null for every other call (the main API's alone).
 */
export function serviceOfPath(path: string): GameService | null {
  const match = /^\/?api\/v2\/(?:(fair)|games\/([^/?#]+))(?:[/?#]|$)/.exec(path);
  if (!match) return null;
  if (match[1]) return 'general';
  const segment = match[2]!;
  if (Object.hasOwn(GAME_SERVICE_OF, segment)) {
    return GAME_SERVICE_OF[segment as keyof typeof GAME_SERVICE_OF];
  }
  // `api/v2/games/bets` and `/limits`: across games.
  return segment === 'bets' || segment === 'limits' ? 'general' : null;
}

/**
 * What a service's own port answers (`server/standalone.ts`, `site-server/`), given the path
 * relative to the API root: that service's calls, and the liveness and readiness probes a
 * balancer asks. Everything else is the main API's, and answers 404 there.
 */
export function servesOnServiceListener(service: GameService, path: string): boolean {
  return path === '/health' || path === '/ready' || serviceOfPath(path) === service;
}
