import type { ModelParams, PlayState } from '@/lib/sports/pricing';
import type { Rng } from './rng';

/**
 * A live match as the engines play it: the state the models read, the clock's phase, and the
 * match's own random stream. Engines draw the next happening from the state (goals are a
 * Poisson process, so a redraw after any change, an injected goal say, is still exact).
 */
export type PlayMatch = {
  params: ModelParams;
  state: PlayState;
  rng: Rng;
  /** The clock's period code (`1h`, `ht`, `p2`, `q3`, `ot`, `s2`, `m1`, `ended`). */
  phase: string;
  /** Index of the phase in the engine's plan. */
  step: number;
  phaseStart: number;
  phaseLength: number;
  /** Football: minutes added to each half. */
  stoppage: number[];
};

export type Side = 'home' | 'away';

export type Happening = {
  at: number;
  /** A score (a goal, a minute's points, a game, a map) or the end of a phase. */
  kind: 'score' | 'phase';
  side?: Side;
  /** Worth a bet stop a few seconds before (a dangerous attack). */
  danger: boolean;
};

export type PlayEngine = {
  kickoff(match: PlayMatch, now: number): void;
  next(match: PlayMatch, now: number): Happening;
  apply(match: PlayMatch, happening: Happening): void;
  /** The match clock now; keeps `state.remaining` in step with it. */
  clock(match: PlayMatch, now: number): { minute: number; period: string };
  /** A score forced now (an injected goal). */
  score(match: PlayMatch, side: Side): void;
};

export function addScore(state: PlayState, side: Side, points = 1) {
  const period = state.periods[state.periods.length - 1];
  if (!period) return;
  period[side] += points;
}
