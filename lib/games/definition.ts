import type { z } from '@/lib/zod';
import type { Currency } from '@/lib/constants/currencies';
import type { InHouseGame, LimitedGame } from '@/lib/constants/games';
import type { SeedPair } from './fair/seeds';
import { payoutFor } from './multiplier';
import type { RoundState } from './round';
import type {
  PlayedBet,
  VerifierField,
  VerifierInputs,
  VerifierProblem,
  VerifierView,
} from './verifier';

/**
 * One in-house game, defined once: its request fields, its rules, its payout, its answer's shape
 * and what the `/fair` verifier shows of it. `lib/games/registry.ts` lists every definition; the
 * API, the verifier and the pages read them from there and never ask which game they handle.
 *
 * Functions are written as methods so that a definition with its own input and outcome types
 * stands in for the generic `GameDefinition`.
 */

/** The fields of a request's body as the game checks them (zod 4, strict). */
export type InputSchema = z.ZodObject;

/** The shapes of a bet's `inputs` and `result` in the API's answers. */
export type AnswerShapes = {
  readonly inputs?: z.ZodType<Record<string, unknown>>;
  readonly result: z.ZodType<Record<string, unknown>>;
};

/** What every definition names. */
type GameBasics<Id extends InHouseGame, W extends AnswerShapes> = {
  readonly id: Id;
  /** What a bet does, in one line (the API documentation's summary). */
  readonly summary: string;
  /** Message key of the game's name. */
  readonly nameKey: string;
  /** The declared return to player, `DECLARED_RTP[id]`: tests check it exactly and by simulation. */
  readonly rtp: number;
  /** The row of `BET_LIMITS` (spec §9) the stake is checked against. */
  readonly limits: LimitedGame;
  /**
   * The shapes of a bet's `inputs` (default: any object) and `result` in the API's answers, as far
   * as clients rely on them: loose objects, so fields the server adds later are kept.
   */
  readonly answer: W;
};

/** What a single-step bet comes to; a game's outcome may carry more for its payout rule. */
export type Outcome = {
  readonly multiplier: number;
  /** The bet paid more than its stake. */
  readonly win: boolean;
  /** What the API answers as the bet's `result`. */
  readonly result: Record<string, unknown>;
};

/**
 * What a single-step bet's request body carries besides the idempotency `key`: the stake
 * (`amount`) and the game's fields; the game's fields alone, the stake being worked out from them
 * (roulette's chips); or nothing more, the game's fields being in the path (a case's slug).
 */
export type BetBody = 'stake' | 'inputs' | 'key';

/** A game settled by one request: dice, coinflip, roulette, keno, cases, wheel. */
export type SingleStepGame<
  Id extends InHouseGame = InHouseGame,
  S extends InputSchema = InputSchema,
  O extends Outcome = Outcome,
  W extends AnswerShapes = AnswerShapes,
  B extends BetBody = BetBody,
> = GameBasics<Id, W> & {
  readonly kind: 'single';
  /**
   * The game's own request fields (without the shared `key` and `amount`), with its rules on
   * them: a refused input is a 422 on the field its zod issue names.
   */
  readonly input: S;
  readonly body: B;
  /**
   * The stake in minor units when the request carries no `amount` (roulette's chips, a case's
   * price in the player's currency).
   */
  stakeOf?(input: z.output<S>, currency: Currency): number;
  /** The inputs as stored with the bet and answered; absent: the request's fields as parsed. */
  inputsOf?(input: z.output<S>): Record<string, unknown>;
  /** The outcome of a bet from its seeds and inputs: the rules, nothing else. */
  play(seeds: SeedPair, input: z.output<S>, currency: Currency): O;
  /** The payout rule: what the stake (minor units) is paid on this outcome. */
  payout(stake: number, outcome: NoInfer<O>): number;
  readonly verifier: {
    readonly fields: readonly VerifierField[];
    /** The typed fields as request fields, which `input` then checks. */
    read(inputs: VerifierInputs): unknown;
    /** What the verifier shows of an outcome. */
    view(outcome: NoInfer<O>): VerifierView;
    /** The fields' texts for a past bet (a "Verify" link). */
    fieldsOf(bet: PlayedBet): Record<string, string | undefined>;
  };
};

/** An action on an open round, and the request that asks for it. */
export type RoundAction<A, S extends InputSchema = InputSchema> = {
  readonly summary: string;
  /** The request's body. */
  readonly input: S;
  /** The field a refused action is reported on (422). */
  readonly field: string;
  toAction(body: z.output<S>): A;
};

/** A game played as a round of several requests: hilo, miner. */
export type RoundGame<
  Id extends InHouseGame = InHouseGame,
  S extends InputSchema = InputSchema,
  R extends RoundState = RoundState,
  A = unknown,
  X extends Readonly<Record<string, RoundAction<A>>> = Readonly<Record<string, RoundAction<A>>>,
  W extends AnswerShapes = AnswerShapes,
> = GameBasics<Id, W> & {
  readonly kind: 'round';
  /** The start request's own fields, besides `key` and `amount` (the stake). */
  readonly input: S;
  /** A new round from its seeds. */
  start(seeds: SeedPair, input: z.output<S>): R;
  /** The actions an open round takes besides cashing out, by the last segment of their path. */
  readonly actions: X;
  /** The action that ends the round for its multiplier. */
  readonly cashOut: A;
  /** The round after an action; a refused action throws a `GameError`. */
  reduce(round: R, action: A, seeds: SeedPair): R;
  /** What the API answers as the round's `result`: secrets only once it is over. */
  view(round: R): Record<string, unknown>;
  /** The payout rule (`roundPayout`). */
  payout(stake: number, round: NoInfer<R>): number;
  readonly verifier: {
    readonly fields: readonly VerifierField[];
    /** The round's drawn part (cards, mines) from the seeds, or the field that is wrong. */
    replay(seeds: SeedPair, inputs: VerifierInputs): VerifierView | VerifierProblem;
    fieldsOf(bet: PlayedBet): Record<string, string | undefined>;
  };
};

export type GameDefinition<Id extends InHouseGame = InHouseGame> =
  SingleStepGame<Id> | RoundGame<Id>;

/** A single-step definition, its types inferred from its schema, its `play` and its answer. */
export function singleStepGame<
  Id extends InHouseGame,
  S extends InputSchema,
  O extends Outcome,
  W extends AnswerShapes,
  B extends BetBody,
>(definition: SingleStepGame<Id, S, O, W, B>) {
  return definition;
}

/** A round definition, its types inferred from its schema, its `start` and its actions. */
export function roundGame<
  Id extends InHouseGame,
  S extends InputSchema,
  R extends RoundState,
  A,
  X extends Readonly<Record<string, RoundAction<A>>>,
  W extends AnswerShapes,
>(definition: RoundGame<Id, S, R, A, X, W>) {
  return definition;
}

/** An action of a round game, its body's type inferred from its schema. */
export function roundAction<A, S extends InputSchema>(action: RoundAction<A, S>) {
  return action;
}

/** The payout rule of the multiplier games: floor(stake × multiplier). */
export function stakeTimesMultiplier(stake: number, outcome: Outcome): number {
  return payoutFor(stake, outcome.multiplier);
}
