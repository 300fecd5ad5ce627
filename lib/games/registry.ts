import { IN_HOUSE_GAMES, type InHouseGame } from '@/lib/constants/games';
import { cases } from './cases/definition';
import { coinflip } from './coinflip/definition';
import type { GameDefinition, RoundGame, SingleStepGame } from './definition';
import { dice } from './dice/definition';
import { hilo } from './hilo/definition';
import { keno } from './keno/definition';
import { miner } from './miner/definition';
import { roulette } from './roulette/definition';
import { wheel } from './wheel/definition';

/**
 * Every in-house game by id, one definition each (`lib/games/<game>/definition.ts`). Adding a
 * game is its folder and its line here (and its id, limits and RTP in `lib/constants/games.ts`,
 * its board and its messages); the API, `/fair` and the pages find it through this record.
 */
export const registry = {
  dice,
  coinflip,
  roulette,
  keno,
  hilo,
  miner,
  cases,
  wheel,
} as const satisfies { readonly [G in InHouseGame]: GameDefinition<G> };

export type GameId = keyof typeof registry;
export type GameOf<G extends GameId> = (typeof registry)[G];

/** The ids of the games settled by one request, and of those played as rounds. */
export type SingleStepGameId = {
  [G in GameId]: GameOf<G> extends { kind: 'single' } ? G : never;
}[GameId];
export type RoundGameId = Exclude<GameId, SingleStepGameId>;

/** The definitions in the order of spec §1. */
export const GAME_DEFINITIONS: readonly GameDefinition[] = IN_HOUSE_GAMES.map((id) => registry[id]);

export function gameDefinition<G extends GameId>(id: G): GameOf<G> {
  return registry[id];
}

export function isGameId(value: string): value is GameId {
  return Object.hasOwn(registry, value);
}

export const SINGLE_STEP_GAMES = GAME_DEFINITIONS.filter(
  (game): game is SingleStepGame => game.kind === 'single',
);
export const ROUND_GAMES = GAME_DEFINITIONS.filter(
  (game): game is RoundGame => game.kind === 'round',
);
