import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { CRASH_MAX_CASH_OUT, CRASH_MIN_CASH_OUT } from '@/lib/constants/crash';
import { amountSchema } from '@/lib/money/amount';
import { betKeySchema } from './games';

/**
 * Crash's requests and answers, and the shapes of its stream events. Multipliers are numbers with
 * two decimals (`2.5` is 2.50×); money is major units; times are ISO strings, except the
 * snapshot's `server_time` (ms), which the browser compares with its own clock.
 */

const hundredths = (value: number) => Math.round(value * 100);

/** A cash-out target: 1.01–10000 with at most two decimals; answers hundredths. */
export const cashOutTargetSchema = z
  .number({ error: 'invalid_value' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'invalid_value',
  })
  .transform(hundredths)
  .pipe(
    z
      .number()
      .min(CRASH_MIN_CASH_OUT, { error: 'invalid_value' })
      .max(CRASH_MAX_CASH_OUT, { error: 'invalid_value' }),
  );

/** `POST /api/v2/games/crash/bet`: a bet on the round taking bets (the next one while one runs). */
export const crashBetRequestSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
  auto_cash_out: cashOutTargetSchema.nullable().optional(),
});
export type CrashBetRequest = z.output<typeof crashBetRequestSchema>;

const iso = z.string().nullable();

export const crashRoundStatusSchema = z.enum(['betting', 'running', 'crashed', 'settled', 'void']);

/** A round as anyone may see it: its point and hash only once it is over. */
export const crashRoundSchema = z.object({
  id: z.number(),
  game: z.number(),
  status: crashRoundStatusSchema,
  starts_at: iso,
  started_at: iso,
  ended_at: iso,
  crash_point: z.number().nullable(),
  hash: z.string().nullable(),
});
export type CrashRoundView = z.infer<typeof crashRoundSchema>;

export const crashBetStatusSchema = z.enum(['open', 'cashed', 'lost', 'refunded', 'cancelled']);

/** Another player's bet: a masked name; players who hide their statistics are left out. */
export const crashPublicBetSchema = z.object({
  id: z.string(),
  round_id: z.number(),
  player: z.string(),
  currency: z.enum(CURRENCIES),
  amount: z.number(),
  status: crashBetStatusSchema,
  cashed_out_at: z.number().nullable(),
  payout: z.number(),
  forced: z.boolean(),
});
export type CrashPublicBet = z.infer<typeof crashPublicBetSchema>;

/** The player's own bet, with the auto target and the balance after its last money movement. */
export const crashMyBetSchema = crashPublicBetSchema
  .omit({ player: true })
  .extend({
    auto_cash_out: z.number().nullable(),
    created_at: z.string(),
    balance: z.number(),
  })
  .meta({ id: 'CrashBet' });
export type CrashMyBet = z.infer<typeof crashMyBetSchema>;

/** The chain rounds come from: what a player needs to check any round. */
export const crashChainSchema = z.object({
  terminating_hash: z.string(),
  salt: z.string(),
  length: z.number(),
});

/**
 * `GET /api/v2/games/crash` and the stream's snapshot of topic `crash`: the unfinished rounds
 * (the one on screen and the one taking bets) with their bets, the last rounds, the chain, and
 * the server's clock to draw the curve by.
 */
export const crashStateSchema = z
  .object({
    server_time: z.number(),
    growth_per_ms: z.number(),
    running: z.boolean(),
    rounds: z.array(crashRoundSchema.extend({ bets: z.array(crashPublicBetSchema) })),
    history: z.array(crashRoundSchema),
    chain: crashChainSchema.nullable(),
  })
  .meta({ id: 'CrashState' });
export type CrashState = z.infer<typeof crashStateSchema>;

/** `GET /api/v2/games/crash/my-bets`: the player's bets in the unfinished rounds. */
export const crashMyBetsAnswerSchema = z.object({ bets: z.array(crashMyBetSchema) });

/** `GET /api/v2/games/crash/rounds/{id}`: a finished round and every visible bet in it. */
export const crashRoundAnswerSchema = crashRoundSchema
  .extend({ bets: z.array(crashPublicBetSchema) })
  .meta({ id: 'CrashRoundDetail' });

/** The stream's events on topic `crash` (`data` of each frame). */
export type CrashEvent =
  | { type: 'starting'; data: { round: CrashRoundView } }
  | { type: 'bets'; data: { round_id: number; bets: CrashPublicBet[]; cancelled: string[] } }
  | { type: 'started'; data: { round: CrashRoundView; next: CrashRoundView | null } }
  | { type: 'cashouts'; data: { round_id: number; bets: CrashPublicBet[] } }
  | { type: 'crashed'; data: { round: CrashRoundView; forced: boolean } }
  | { type: 'settled'; data: { round: CrashRoundView } }
  | { type: 'void'; data: { round: CrashRoundView } };
