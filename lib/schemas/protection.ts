import { z } from '@/lib/zod';
import { ACCOUNT_STATES } from '@/lib/constants/account-states';
import { CURRENCIES } from '@/lib/constants/currencies';
import {
  CLOSURE_REASONS,
  LIMIT_PERIODS,
  MONEY_LIMIT_KINDS,
  MONEY_LIMIT_MAX,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_TERMS,
  SESSION_LIMIT_MINUTES,
  TIMEOUT_TERMS,
} from '@/lib/constants/protection';
import { amountSchema } from '@/lib/money/amount';
import { toMinor } from '@/lib/money/units';

/**
 * Player protection (issue 34): `/protection`. Amounts are major units in the answers and
 * arrive as `amountSchema` (minor units once parsed); the money limits count the protection's
 * currency, the profile currency when the first limit was set.
 */

/** A limit as the player sees it: in force, and a raise or removal waiting for its time. */
const limitAnswerSchema = z.object({
  kind: z.enum([...MONEY_LIMIT_KINDS, 'session']),
  period: z.enum([...LIMIT_PERIODS, 'session']),
  /** In force: major units, or minutes for `session`. */
  amount: z.number(),
  /** Counted in the period so far (money limits; null for `session`). */
  used: z.number().nullable(),
  /**
   * What the period still takes (never below zero; null for `session`). A loss limit counts wins
   * back, so a player ahead in its window may have more left than the limit.
   */
  remaining: z.number().nullable(),
  pending: z
    .object({
      /** The raised amount, or null when the limit is to be removed. */
      amount: z.number().nullable(),
      /** From when the player may confirm it. */
      from: z.string(),
      ready: z.boolean(),
    })
    .nullable(),
});

export const protectionAnswerSchema = z
  .object({
    state: z.enum(ACCOUNT_STATES),
    /** When a time-out or a reopened self-exclusion ends; null when not known or indefinite. */
    state_until: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    limits: z.array(limitAnswerSchema),
    reality_check: z.object({
      minutes: z.number().nullable(),
      due_at: z.string().nullable(),
      session_started_at: z.string().nullable(),
    }),
    /** When the current session's time limit signs the player out (null without one). */
    session_ends_at: z.string().nullable(),
    self_exclusion: z
      .object({
        started_at: z.string(),
        /** The term's end; null for an indefinite exclusion. */
        ends_at: z.string().nullable(),
        indefinite: z.boolean(),
        /** `register`: the national register excluded the player; it alone ends it. */
        source: z.enum(['player', 'register']),
        /** From when the player may ask to reopen; null while not allowed (never for the register's). */
        reopen_from: z.string().nullable(),
        reopen_asked_at: z.string().nullable(),
      })
      .nullable(),
    /** Deposits minus payouts paid, real money in the protection's currency. */
    net_deposits: z.object({ lifetime: z.number(), last_30_days: z.number() }),
    /** The player should be asked to set (never set) or review (6 months on) their limits. */
    review_due: z.boolean(),
  })
  .meta({ id: 'Protection' });
export type ProtectionAnswer = z.infer<typeof protectionAnswerSchema>;

/** `PUT /protection/limits`: set, lower, raise or remove (`amount: null`) one limit. */
export const limitRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.enum(MONEY_LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: amountSchema
      .refine((minor) => minor <= toMinor(MONEY_LIMIT_MAX), { error: 'too_big' })
      .nullable(),
  }),
  z.strictObject({
    kind: z.literal('session'),
    period: z.literal('session').default('session'),
    amount: z
      .number({ error: 'invalid_value' })
      .int({ error: 'invalid_value' })
      .min(SESSION_LIMIT_MINUTES.min, { error: 'amount_too_small' })
      .max(SESSION_LIMIT_MINUTES.max, { error: 'amount_too_large' })
      .nullable(),
  }),
]);
export type LimitRequest = z.output<typeof limitRequestSchema>;

/** `POST /protection/limits/confirm` and `DELETE`-like cancel: one limit named. */
export const limitRefSchema = z.strictObject({
  kind: z.enum([...MONEY_LIMIT_KINDS, 'session']),
  period: z.enum([...LIMIT_PERIODS, 'session']),
});

/** `PUT /protection/reality-check`: the interval, or null to stop. */
export const realityCheckRequestSchema = z.strictObject({
  minutes: z
    .number({ error: 'invalid_value' })
    .refine((value) => (REALITY_CHECK_MINUTES as readonly number[]).includes(value), {
      error: 'invalid_value',
    })
    .nullable(),
});

/** The reality check's dialog: the session so far, real money. */
export const realityCheckAnswerSchema = z
  .object({
    session_started_at: z.string().nullable(),
    elapsed_s: z.number(),
    staked: z.number(),
    returned: z.number(),
    /** Returned minus staked: positive is a win. */
    net: z.number(),
    currency: z.enum(CURRENCIES),
    due_at: z.string().nullable(),
  })
  .meta({ id: 'RealityCheck' });

/** `POST /protection/timeout`. */
export const timeoutRequestSchema = z.strictObject({ term: z.enum(TIMEOUT_TERMS) });

/** `POST /protection/self-exclusion`: the player ticks that they understand. */
export const selfExclusionRequestSchema = z.strictObject({
  term: z.enum(SELF_EXCLUSION_TERMS),
  confirm: z.literal(true, { error: 'required' }),
});

/** `POST /protection/close`. */
export const closeAccountRequestSchema = z.strictObject({
  reason: z.enum(CLOSURE_REASONS),
  comment: z.string().trim().max(500, { error: 'too_long' }).optional(),
  confirm: z.literal(true, { error: 'required' }),
});

/** The limit a refused deposit or stake crossed, beside the 422's `errors`. */
export const limitBreachSchema = z.object({
  kind: z.enum(MONEY_LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number(),
  remaining: z.number(),
  currency: z.enum(CURRENCIES),
});
export type LimitBreach = z.infer<typeof limitBreachSchema>;

/** `GET /protection/activity`: deposits, payouts, stakes and wins per product per month. */
export const activityAnswerSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    months: z.array(
      z.object({
        month: z.string(),
        deposits: z.number(),
        payouts: z.number(),
        products: z.array(
          z.object({ product: z.string(), staked: z.number(), returned: z.number() }),
        ),
      }),
    ),
  })
  .meta({ id: 'ProtectionActivity' });

/** `GET /operator/players/{id}/protection`: the player's protection and its history, for `risk`. */
export const operatorProtectionAnswerSchema = z.object({
  user_id: z.number(),
  protection: protectionAnswerSchema,
  events: z.array(
    z.object({ action: z.string(), actor: z.string(), details: z.unknown(), at: z.string() }),
  ),
});
