import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { SANDBOX_RGS_FAULTS, SANDBOX_RGS_PROTOCOLS } from '@/lib/constants/sandbox-rgs';

/**
 * The sandbox game provider's own API, which its game page in the iframe calls (`/sandbox-rgs/…`,
 * on only with the provider). Amounts in minor units, as a provider's game client speaks them.
 */

const position = z.tuple([z.number(), z.number()]).readonly();
/** The engine's results are readonly; so are the answer's arrays. */
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

export const slotSpinSchema = z.object({
  mode: z.enum(['base', 'free']),
  stops: list(z.number()),
  grid: list(list(z.string())),
  lines: list(
    z.object({
      line: z.number(),
      symbol: z.string(),
      count: z.number(),
      positions: list(position),
      credits: z.number(),
    }),
  ),
  scatter: z.object({ count: z.number(), positions: list(position), credits: z.number() }),
  freeSpinsAwarded: z.number(),
  multiplier: z.number(),
  credits: z.number(),
});

/** `POST /sandbox-rgs/launches/{id}/spin`: one round; `SlotRoundResult` of lib/casino/sandbox. */
export const slotRoundAnswerSchema = z.object({
  round: z.object({
    spins: list(slotSpinSchema),
    freeSpins: z.number(),
    credits: z.number(),
  }),
  bet: z.number(),
  stake: z.number(),
  payout: z.number(),
  balance: z.number(),
  freeRoundsLeft: z.number().optional(),
});

export const slotSpinRequestSchema = z.object({
  bet: z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive({
    error: 'invalid_value',
  }),
});

/** A round the provider could not play or settle: why, and the balance when it knows it. */
export const sandboxRgsRefusalSchema = z.object({
  status: z.literal('refused'),
  error: z.enum(['invalid_bet', 'insufficient_funds', 'session', 'voided', 'unavailable']),
  balance: z.number().nullable(),
});

/** The spin's answer: the settled round, or why there is none (both with HTTP 200). */
export const slotSpinAnswerSchema = z.discriminatedUnion('status', [
  slotRoundAnswerSchema.extend({ status: z.literal('settled') }),
  sandboxRgsRefusalSchema,
]);
export type SlotSpinAnswer = z.infer<typeof slotSpinAnswerSchema>;

/** `GET /sandbox-rgs/launches/{id}`: what the game page needs to start or resume. */
export const sandboxLaunchAnswerSchema = z.object({
  game: z.object({ code: z.string(), kind: z.enum(['slot', 'live']) }),
  mode: z.enum(['real', 'demo']),
  protocol: z.enum(SANDBOX_RGS_PROTOCOLS),
  fault: z.enum(SANDBOX_RGS_FAULTS).nullable(),
  currency: z.enum(CURRENCIES),
  /** Real money at the wallet (or the demo's), minor units; null when the wallet did not answer. */
  balance: z.number().nullable(),
  bet_values: z.array(z.number()),
  /** Free rounds of a grant the next rounds will play, at the grant's bet. */
  free_rounds: z.object({ left: z.number(), bet: z.number() }).nullable(),
  /** SHA-256 of the launch's server seed, and its client seed and rounds played. */
  fairness: z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number() }),
  /**
   * The player's previous launch of this game, its server seed revealed (a newer launch ended
   * it: its bets are refused), so its rounds can be recomputed and checked against the hash.
   */
  previous_fairness: z
    .object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number(),
    })
    .nullable(),
  lobby_url: z.string().nullable(),
  deposit_url: z.string().nullable(),
});
export type SandboxLaunchState = z.infer<typeof sandboxLaunchAnswerSchema>;

// ——— the live roulette table ———

const chipAmount = z.number().int().positive().max(1_000_000_000);

/** One chip of the in-house roulette's kinds, amount in minor units. */
export const liveChipSchema = z.union([
  z.strictObject({
    kind: z.enum(['straight', 'split', 'street', 'corner', 'line']),
    numbers: z.array(z.number().int()).min(1).max(6).readonly(),
    amount: chipAmount,
  }),
  z.strictObject({
    kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']),
    amount: chipAmount,
  }),
  z.strictObject({
    kind: z.enum(['dozen', 'column']),
    index: z.number().int(),
    amount: chipAmount,
  }),
]);

/** `POST /sandbox-rgs/launches/{id}/table/bets`: one bet (its chips) on the open round. */
export const liveBetRequestSchema = z.object({
  chips: z.array(liveChipSchema, { error: 'invalid_value' }).min(1).max(60),
});

export const LIVE_BET_REFUSALS = [
  'betting_closed',
  'invalid_value',
  'too_many_chips',
  'below_min_chip',
  'over_round_limit',
  'too_many_bets',
  'insufficient_funds',
  'session',
  'unavailable',
] as const;

export const liveBetAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('placed'), bet_id: z.string(), balance: z.number() }),
  z.object({
    status: z.literal('refused'),
    error: z.enum(LIVE_BET_REFUSALS),
    balance: z.number().nullable(),
  }),
]);
export type LiveBetAnswer = z.infer<typeof liveBetAnswerSchema>;

const liveResultSchema = z.object({
  roundId: z.number(),
  pocket: z.number(),
  color: z.enum(['green', 'red', 'black']),
  voided: z.boolean(),
});

/** `GET /sandbox-rgs/launches/{id}/table`: the table as the player sees it (`LiveTableState`). */
export const liveTableAnswerSchema = z.object({
  roundId: z.number(),
  phase: z.enum(['betting', 'spinning']),
  phaseEndsAt: z.number(),
  seedHash: z.string(),
  result: liveResultSchema.nullable(),
  lastResults: list(liveResultSchema),
  bets: list(
    z.object({
      betId: z.string(),
      player: z.string(),
      mine: z.boolean(),
      chips: list(liveChipSchema),
      amount: z.number(),
    }),
  ),
  /** The last round's server seed, revealed once it ended, to check its result. */
  previousSeed: z.object({ roundId: z.number(), serverSeed: z.string() }).nullable(),
});
