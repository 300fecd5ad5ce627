import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { IN_HOUSE_GAMES } from '@/lib/constants/games';
import type { GameDefinition, RoundGame } from '@/lib/games/definition';
import { clientSeedProblem } from '@/lib/games/fair/seeds';
import { type GameId, type GameOf, registry } from '@/lib/games/registry';
import { amountSchema } from '@/lib/money/amount';

/**
 * Requests and answers of the in-house games and of their fairness calls, shared by the API and
 * the browser: `xRequestSchema` for what a request carries (body or query), `xAnswerSchema` for
 * what the API answers. A bet's request and answer are built from its game's definition in
 * `lib/games/registry.ts`; `gameBetSchemas` lists them per game.
 *
 * Amounts are major units in, minor units out (`amountSchema`). Answers are checked as far as the
 * browser relies on them: results are loose objects, so fields the server adds later are kept.
 */

// Fairness

/** A client seed: 1–64 printable ASCII characters, no space at either end. */
export const clientSeedSchema = z.string().superRefine((value, context) => {
  const problem = clientSeedProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** `PUT /api/v2/fair/client-seed` */
export const clientSeedRequestSchema = z.strictObject({ client_seed: clientSeedSchema });
/** `POST /api/v2/fair/rotate` */
export const rotateRequestSchema = z.strictObject({ client_seed: clientSeedSchema.optional() });

/** The pair a bet was made with: `GET /api/v2/fair/seeds` and `PUT /api/v2/fair/client-seed`. */
export const seedsAnswerSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number(),
});
export type Seeds = z.infer<typeof seedsAnswerSchema>;

export const revealedSeedsSchema = seedsAnswerSchema.extend({ server_seed: z.string() });
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

/** `POST /api/v2/fair/rotate`: the old pair with its server seed, and the new pair (nonce 0). */
export const rotateAnswerSchema = z.object({
  revealed: revealedSeedsSchema,
  next: seedsAnswerSchema,
});
export type RotateAnswer = z.infer<typeof rotateAnswerSchema>;

/** A positive whole number from the query string (`?page=2`). */
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'invalid_value' }));

/** `GET /api/v2/fair/seeds/history?page=&per_page=` */
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  per_page: pageNumber.pipe(z.number().max(100, { error: 'invalid_value' })).default(20),
});

/** `GET /api/v2/fair/seeds/history`: revealed pairs, newest first. */
export const seedsHistoryAnswerSchema = z.object({
  items: z.array(revealedSeedsSchema.extend({ revealed_at: z.string() })),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type SeedsHistory = z.infer<typeof seedsHistoryAnswerSchema>;

// Bets

/** The client's idempotency key of a bet: 8–64 of `A–Z a–z 0–9 _ -`. */
export const betKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid_value' });

type KeyShape = { key: typeof betKeySchema };
type StakeShape = KeyShape & { amount: typeof amountSchema };

/** The game's input schema with more fields (its refinements kept). */
type Extended<S, U extends z.core.$ZodLooseShape> =
  S extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<z.core.util.Extend<Shape, U>, Config>
    : never;

/**
 * What a bet's request carries: the idempotency key, the stake (`amount`) unless the game works
 * it out from its inputs, and the game's own fields, checked by the game's rules. A game whose
 * inputs are in the path (a case's slug) takes the key alone.
 */
export type BetRequestSchema<D extends GameDefinition> = D extends { body: 'key' }
  ? z.ZodObject<KeyShape, z.core.$strict>
  : D extends { body: 'inputs' }
    ? Extended<D['input'], KeyShape>
    : Extended<D['input'], StakeShape>;

export function betRequestSchema<D extends GameDefinition>(game: D): BetRequestSchema<D> {
  const key = { key: betKeySchema };
  const body = game.kind === 'single' ? game.body : 'stake';
  if (body === 'key') return z.strictObject(key) as BetRequestSchema<D>;
  const shape = body === 'inputs' ? key : { ...key, amount: amountSchema };
  return game.input.safeExtend(shape) as BetRequestSchema<D>;
}

/**
 * What every game's parsed bet request holds besides the game's own fields: the key, and the
 * stake in minor units unless the game works it out from its inputs.
 */
export const betBaseRequestSchema = z.object({
  key: betKeySchema,
  amount: amountSchema.optional(),
});
export type ParsedBetRequest = z.output<typeof betBaseRequestSchema> & Record<string, unknown>;

/** Every bet answer: one settled bet, or an open hilo or miner round. */
export const betAnswerSchema = z.object({
  id: z.string(),
  game: z.enum(IN_HOUSE_GAMES),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** 0 on a loss. */
  multiplier: z.number(),
  payout: z.number(),
  win: z.boolean(),
  inputs: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()),
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
export type Bet = z.infer<typeof betAnswerSchema>;

/** A bet of one game as the API answers it: its inputs and result in the game's shapes. */
export function betAnswerSchemaOf<D extends GameDefinition>(game: D) {
  const { inputs = betAnswerSchema.shape.inputs, result } = game.answer;
  return betAnswerSchema.extend({
    game: z.literal(game.id as D['id']),
    inputs: inputs as D['answer'] extends { inputs: infer I extends z.ZodType } ? I : typeof inputs,
    result: result as D['answer']['result'],
  });
}

/** What an OpenAPI generator needs of a game's bet: request, answer and a summary. */
export type GameBetSchemas<D extends GameDefinition> = {
  id: D['id'];
  summary: string;
  requestSchema: BetRequestSchema<D>;
  answerSchema: ReturnType<typeof betAnswerSchemaOf<D>>;
  /** A round's actions besides cashing out (which takes no body), by path segment. */
  actions: D extends RoundGame ? D['actions'] : Record<string, never>;
};

/** Per game: id, summary, request schema (bet or round start) and answer schema. */
export const gameBetSchemas = Object.fromEntries(
  IN_HOUSE_GAMES.map((id) => {
    const game: GameDefinition = registry[id];
    const schemas = {
      id,
      summary: game.summary,
      requestSchema: betRequestSchema(game),
      answerSchema: betAnswerSchemaOf(game),
      actions: game.kind === 'round' ? game.actions : {},
    };
    return [id, schemas];
  }),
) as unknown as { readonly [G in GameId]: GameBetSchemas<GameOf<G>> };

type BetRequests = { [G in GameId]: z.input<(typeof gameBetSchemas)[G]['requestSchema']> };
type BetAnswers = { [G in GameId]: z.infer<(typeof gameBetSchemas)[G]['answerSchema']> };
/** A game's bet (or round start) request as sent: amounts in major units. */
export type BetRequest<G extends GameId> = BetRequests[G];
/** A game's bet as answered. */
export type BetAnswer<G extends GameId> = BetAnswers[G];

export const diceBetRequestSchema = gameBetSchemas.dice.requestSchema;
export const coinflipBetRequestSchema = gameBetSchemas.coinflip.requestSchema;
export const rouletteBetRequestSchema = gameBetSchemas.roulette.requestSchema;
export const kenoBetRequestSchema = gameBetSchemas.keno.requestSchema;
export const casesBetRequestSchema = gameBetSchemas.cases.requestSchema;
export const wheelBetRequestSchema = gameBetSchemas.wheel.requestSchema;
export const hiloStartRequestSchema = gameBetSchemas.hilo.requestSchema;
export const minerStartRequestSchema = gameBetSchemas.miner.requestSchema;
export const hiloGuessRequestSchema = registry.hilo.actions.guess.input;
export const minerRevealRequestSchema = registry.miner.actions.reveal.input;

export const diceAnswerSchema = gameBetSchemas.dice.answerSchema;
export const coinflipAnswerSchema = gameBetSchemas.coinflip.answerSchema;
export const rouletteAnswerSchema = gameBetSchemas.roulette.answerSchema;
export const kenoAnswerSchema = gameBetSchemas.keno.answerSchema;
export const caseAnswerSchema = gameBetSchemas.cases.answerSchema;
export const wheelAnswerSchema = gameBetSchemas.wheel.answerSchema;
export const hiloAnswerSchema = gameBetSchemas.hilo.answerSchema;
export const minerAnswerSchema = gameBetSchemas.miner.answerSchema;

export type DiceAnswer = BetAnswer<'dice'>;
export type CoinflipAnswer = BetAnswer<'coinflip'>;
export type RouletteAnswer = BetAnswer<'roulette'>;
export type KenoAnswer = BetAnswer<'keno'>;
export type CaseAnswer = BetAnswer<'cases'>;
export type WheelAnswer = BetAnswer<'wheel'>;
export type HiloAnswer = BetAnswer<'hilo'>;
export type MinerAnswer = BetAnswer<'miner'>;
export type HiloAction = z.input<typeof hiloGuessRequestSchema>['guess'];
export { type RouletteChip, rouletteChipSchema } from '@/lib/games/roulette/definition';

/** `GET /api/v2/games/{hilo|miner}/round`: the open round, if any. */
export function roundAnswerSchema<T extends z.ZodType>(bet: T) {
  return z.object({ round: bet.nullable() });
}

// Cases

export const caseItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  /** In percent. */
  chance: z.number(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

/** `GET /api/v2/games/cases/{slug}`, and each case of the list, priced in a currency. */
export const caseSummaryAnswerSchema = z.object({
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  items: z.array(caseItemSchema),
});
export type CaseSummary = z.infer<typeof caseSummaryAnswerSchema>;

/** `GET /api/v2/games/cases` */
export const caseListAnswerSchema = z.object({ cases: z.array(caseSummaryAnswerSchema) });

// Lists

/** `?currency=` of `GET /api/v2/games/limits` and the case catalogue. */
export const currencyQuerySchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
});

/** `GET /api/v2/games/bets?game=&page=&per_page=` */
export const betsQuerySchema = pageQuerySchema.extend({
  game: z.enum(IN_HOUSE_GAMES).optional(),
});

/** `GET /api/v2/games/bets`: the player's bets, newest first. */
export const betsPageAnswerSchema = z.object({
  items: z.array(betAnswerSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type BetsPage = z.infer<typeof betsPageAnswerSchema>;

export * from './game-lists';
