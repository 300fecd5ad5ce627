import { z } from 'zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { IN_HOUSE_GAMES, LIMITED_GAMES } from '@/lib/constants/games';
import { COIN_SIDES } from '@/lib/games/coinflip/coinflip';
import { DICE_DIRECTIONS } from '@/lib/games/dice/dice';
import { HILO_GUESSES } from '@/lib/games/hilo/cards';
import { KENO_RISKS } from '@/lib/games/keno/paytables';

/**
 * Answers of the in-house games and fairness calls (issue 7, /tmp contract "games") as far as the
 * browser relies on them. Money is in major units, as the API speaks it. Game results are loose
 * objects: the fields named here are checked, anything else the server adds is kept.
 */

const record = z.record(z.string(), z.unknown());

/** The pair a bet was made with, and the revealed one after rotation. */
export const seedsSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
});
export type Seeds = z.infer<typeof seedsSchema>;

export const revealedSeedsSchema = seedsSchema.extend({ server_seed: z.string() });
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

/** `POST /api/v2/fair/rotate`: the old pair with its server seed, and the new pair (nonce 0). */
export const rotateAnswerSchema = z.object({
  revealed: revealedSeedsSchema,
  next: seedsSchema,
});
export type RotateAnswer = z.infer<typeof rotateAnswerSchema>;

/** `GET /api/v2/fair/seeds/history`: revealed pairs, newest first. */
export const seedsHistorySchema = z.object({
  items: z.array(revealedSeedsSchema.extend({ revealed_at: z.string() })),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type SeedsHistory = z.infer<typeof seedsHistorySchema>;

/** Every bet answer: one settled bet, or an open hilo or miner round. */
export const betSchema = z.object({
  id: z.string(),
  game: z.enum(IN_HOUSE_GAMES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** 0 on a loss. */
  multiplier: z.number(),
  payout: z.number(),
  win: z.boolean(),
  inputs: record,
  result: record,
  status: z.enum(['settled', 'open']),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
  /** The pair's server seed once rotation has revealed it; null (or absent) before. */
  server_seed: z.string().nullable().optional(),
  created_at: z.string(),
  /** The player's real balance after the bet. */
  balance: z.number(),
});
export type Bet = z.infer<typeof betSchema>;

export const diceAnswerSchema = betSchema.extend({
  game: z.literal('dice'),
  inputs: z.looseObject({ target: z.number(), direction: z.enum(DICE_DIRECTIONS) }),
  result: z.looseObject({ roll: z.number() }),
});
export type DiceAnswer = z.infer<typeof diceAnswerSchema>;

export const coinflipAnswerSchema = betSchema.extend({
  game: z.literal('coinflip'),
  inputs: z.looseObject({ side: z.enum(COIN_SIDES) }),
  result: z.looseObject({ side: z.enum(COIN_SIDES) }),
});
export type CoinflipAnswer = z.infer<typeof coinflipAnswerSchema>;

export const ROULETTE_INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const ROULETTE_OUTSIDE_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;
export const ROULETTE_GROUP_KINDS = ['dozen', 'column'] as const;
export const ROULETTE_KINDS = [
  ...ROULETTE_INSIDE_KINDS,
  ...ROULETTE_OUTSIDE_KINDS,
  ...ROULETTE_GROUP_KINDS,
] as const;
export type RouletteKind = (typeof ROULETTE_KINDS)[number];

/**
 * One roulette chip as the API takes and answers it: inside bets name their numbers, dozens and
 * columns their index 1–3 (as `lib/games/roulette` does), outside bets nothing; amount in major
 * units.
 */
export const rouletteChipSchema = z.object({
  kind: z.enum(ROULETTE_KINDS),
  numbers: z.array(z.number()).optional(),
  index: z.number().optional(),
  amount: z.number(),
});
export type RouletteChip = z.infer<typeof rouletteChipSchema>;

export const rouletteAnswerSchema = betSchema.extend({
  game: z.literal('roulette'),
  result: z.looseObject({
    pocket: z.number(),
    color: z.enum(['green', 'red', 'black']),
    chips: z.array(z.object({ bet: rouletteChipSchema, win: z.boolean(), payout: z.number() })),
  }),
});
export type RouletteAnswer = z.infer<typeof rouletteAnswerSchema>;

export const kenoAnswerSchema = betSchema.extend({
  game: z.literal('keno'),
  inputs: z.looseObject({ picks: z.array(z.number()), risk: z.enum(KENO_RISKS) }),
  result: z.looseObject({ drawn: z.array(z.number()), hits: z.array(z.number()) }),
});
export type KenoAnswer = z.infer<typeof kenoAnswerSchema>;

export const caseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  /** In percent. */
  chance: z.number(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

/** A case of `GET /api/v2/games/cases`, priced in the requested currency. */
export const caseSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  items: z.array(caseItemSchema),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const casesSchema = z.object({ cases: z.array(caseSummarySchema) });

export const caseAnswerSchema = betSchema.extend({
  game: z.literal('cases'),
  inputs: z.looseObject({ slug: z.string() }),
  result: z.looseObject({
    roll: z.number(),
    item: z.looseObject({ id: z.string(), value: z.number() }),
    /** The range table in force, stored with the opening. */
    table: z.array(z.looseObject({ from: z.number(), to: z.number() })),
  }),
});
export type CaseAnswer = z.infer<typeof caseAnswerSchema>;

const guessOddsSchema = z.object({ chance: z.number(), multiplier: z.number() });

export const hiloAnswerSchema = betSchema.extend({
  game: z.literal('hilo'),
  result: z.looseObject({
    cards: z.array(z.number()),
    steps: z.array(record),
    multiplier: z.number(),
    /** The odds of each guess on the current card; absent once the round is over. */
    next: z
      .object({ higher_or_same: guessOddsSchema, lower_or_same: guessOddsSchema })
      .nullable()
      .optional(),
  }),
});
export type HiloAnswer = z.infer<typeof hiloAnswerSchema>;

export const HILO_ACTIONS = [...HILO_GUESSES, 'skip'] as const;
export type HiloAction = (typeof HILO_ACTIONS)[number];

export const minerAnswerSchema = betSchema.extend({
  game: z.literal('miner'),
  result: z.looseObject({
    /** The number of mines; their cells once the round is over (see the server's answer). */
    mines: z.union([z.number(), z.array(z.number())]),
    revealed: z.array(z.number()),
    multiplier: z.number(),
    next_multiplier: z.number().nullable().optional(),
  }),
});
export type MinerAnswer = z.infer<typeof minerAnswerSchema>;

/** `GET /api/v2/games/{hilo|miner}/round`: the open round, if any. */
export function roundAnswerSchema<T extends z.ZodType>(bet: T) {
  return z.object({ round: bet.nullable() });
}

/** A line of the recent-bets strip: settled bets of everyone, the player's name masked. */
export const recentBetSchema = z.object({
  id: z.string(),
  game: z.enum(IN_HOUSE_GAMES),
  player: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  multiplier: z.number(),
  payout: z.number(),
  win: z.boolean(),
  created_at: z.string(),
});
export type RecentBet = z.infer<typeof recentBetSchema>;

export const recentBetsSchema = z.object({ bets: z.array(recentBetSchema) });

/** `GET /api/v2/games/bets`: the player's bets, newest first. */
export const betsPageSchema = z.object({
  items: z.array(betSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type BetsPage = z.infer<typeof betsPageSchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number() });

/** `GET /api/v2/games/limits`: every game's bet range in a currency, major units. */
export const limitsSchema = z.object({
  currency: z.enum(CURRENCIES),
  limits: z.partialRecord(z.enum(LIMITED_GAMES), rangeSchema),
});
export type Limits = z.infer<typeof limitsSchema>;
