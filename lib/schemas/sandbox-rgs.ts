import { z } from 'zod';
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
  currency: z.string(),
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
