import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { VIP_LEVELS, VIP_TIERS } from '@/lib/constants/vip';

/**
 * The VIP club (`/vip-club`, issue 21): the ladder, a player's standing and rewards, the
 * operator's rates and join requests. Amounts in major units; rates in basis points for the
 * operator and as percentages for players.
 */

const tierSchema = z.enum(VIP_TIERS);
const currencySchema = z.enum(CURRENCIES);
const requestStatusSchema = z.enum(['open', 'approved', 'declined']);

export const vipTierSchema = z.object({
  tier: tierSchema,
  first_level: z.number(),
  last_level: z.number(),
  /** Rakeback: this share of the house edge of every scored bet, percent. */
  rakeback_percent: z.number(),
  /** Weekly cashback: this share of the week's net loss, percent. */
  cashback_percent: z.number(),
});

export const vipLevelSchema = z.object({
  level: z.number(),
  tier: tierSchema,
  /** Lifetime points the level needs. */
  points: z.number(),
  /** Paid on reaching the level, in the base currency (real money, no wagering). */
  bonus: z.number(),
});

export const vipRewardSchema = z.object({
  kind: z.enum(['rakeback', 'levelup', 'cashback']),
  currency: currencySchema,
  amount: z.number(),
  /** `bonus` when a cashback came through the operator's cashback bonus template. */
  money: z.enum(['real', 'bonus']),
  level: z.number().nullable(),
  week: z.string().nullable(),
  at: z.iso.datetime(),
});

export const vipJoinStateSchema = z.object({
  request_type: z.string(),
  status: requestStatusSchema,
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});

export const vipMeSchema = z.object({
  points: z.number(),
  level: z.number(),
  tier: tierSchema,
  /** The next level and its points; null at the top. */
  next: z.object({ level: z.number(), points: z.number() }).nullable(),
  /** Share of the way from this level's points to the next's, 0–1 (1 at the top). */
  progress: z.number(),
  premium: z.boolean(),
  /** Rakeback accrued and claimable, per currency (whole minor units). */
  rakeback: z.array(z.object({ currency: currencySchema, amount: z.number() })),
  join_request: vipJoinStateSchema.nullable(),
  history: z.array(vipRewardSchema),
});

/** `GET /api/v2/vip`: the public ladder, and with a session the player's standing. */
export const vipAnswerSchema = z
  .object({
    base_currency: currencySchema,
    levels_count: z.literal(VIP_LEVELS),
    /** From this tier on the profile's `premium.status` is true. */
    premium_tier: tierSchema,
    tiers: z.array(vipTierSchema),
    levels: z.array(vipLevelSchema),
    me: vipMeSchema.nullable(),
  })
  .meta({ id: 'VipAnswer' });

/** `POST /api/v2/vip/rakeback/claim`: what was paid to real money. */
export const vipClaimAnswerSchema = z
  .object({ claimed: z.array(z.object({ currency: currencySchema, amount: z.number() })) })
  .meta({ id: 'VipClaim' });

const bpSchema = z.int({ error: 'invalid_value' }).min(0, { error: 'invalid_value' }).max(10_000, {
  error: 'invalid_value',
});

/** `GET /operator/vip/tiers`: rates in basis points, level bonuses in base major units. */
export const operatorVipLadderAnswerSchema = z
  .object({
    base_currency: currencySchema,
    tiers: z.array(
      z.object({
        tier: tierSchema,
        first_level: z.number(),
        rakeback_bp: z.number(),
        cashback_bp: z.number(),
        updated_at: z.iso.datetime(),
      }),
    ),
    levels: z.array(z.object({ level: z.number(), points: z.number(), bonus: z.number() })),
  })
  .meta({ id: 'OperatorVipLadder' });

/** `PUT /operator/vip/tiers`: tiers' rates and levels' bonuses to change (the rest stay). */
export const putVipLadderRequestSchema = z.strictObject({
  tiers: z
    .array(z.strictObject({ tier: tierSchema, rakeback_bp: bpSchema, cashback_bp: bpSchema }))
    .max(VIP_TIERS.length)
    .default([]),
  levels: z
    .array(
      z.strictObject({
        level: z
          .int({ error: 'invalid_value' })
          .min(2, { error: 'invalid_value' })
          .max(VIP_LEVELS, { error: 'invalid_value' }),
        bonus: z
          .number({ error: 'invalid_type' })
          .min(0, { error: 'invalid_value' })
          .max(10_000_000, { error: 'invalid_value' })
          .refine(
            (value) =>
              Number.isInteger(Math.round(value * 100)) &&
              Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
            {
              error: 'invalid_value',
            },
          ),
      }),
    )
    .max(VIP_LEVELS)
    .default([]),
});

export const operatorVipRequestSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  request_type: z.string(),
  status: requestStatusSchema,
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
});

/** `GET /operator/vip/players/{id}`: a player's VIP state. */
export const operatorVipPlayerAnswerSchema = z
  .object({
    user_id: z.number(),
    points: z.number(),
    level: z.number(),
    tier: tierSchema,
    premium: z.boolean(),
    rakeback_claims: z.number(),
    rakeback: z.array(z.object({ currency: currencySchema, amount: z.number() })),
    rewards: z.array(vipRewardSchema),
    requests: z.array(operatorVipRequestSchema),
  })
  .meta({ id: 'OperatorVipPlayer' });

/** `GET /operator/vip/requests?status=`. */
export const operatorVipRequestsQuerySchema = z.object({
  status: requestStatusSchema.optional(),
});

export const operatorVipRequestsAnswerSchema = z
  .object({ requests: z.array(operatorVipRequestSchema) })
  .meta({ id: 'OperatorVipRequests' });

/** `POST /operator/vip/requests/{id}/decision`. */
export const vipDecisionRequestSchema = z.strictObject({
  decision: z.enum(['approved', 'declined']),
});

export const operatorVipRequestAnswerSchema = z
  .object({ request: operatorVipRequestSchema })
  .meta({ id: 'OperatorVipRequest' });
