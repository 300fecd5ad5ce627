import { z } from '@/lib/zod';

/**
 * The aggregators' wallet callbacks (issue 17, research B2.3): Hub88's Wallet API and Slotegrator
 * GIS's callback, as they send and expect them. Field names are theirs. The routes read the raw
 * body (the signature covers it), then parse it with these; a body outside them is the
 * protocol's syntax error, never a 422.
 */

const externalId = z.string().min(1).max(255);

// ——— Hub88 ———

/**
 * Every RS_* status this wallet answers, all from Hub88's published list ("Seamless Wallet
 * response statuses - Operator API"); RS_ERROR_INVALID_PARTNER is Hub88's own to answer.
 */
export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/** Int64 in 1/100,000 of the currency unit: a JSON integer, or its digits as text. */
const hub88AmountSchema = z.union([z.number().int(), z.string().regex(/^-?\d{1,19}$/)]);

const hub88CallSchema = z.object({
  /** Our external player id (`<user id>-<CURRENCY>`, lib/casino/player-id.ts). */
  user: externalId,
  request_uuid: externalId,
});

export const hub88UserInfoRequestSchema = hub88CallSchema;

export const hub88BalanceRequestSchema = hub88CallSchema.extend({
  token: externalId,
  game_code: externalId.optional(),
  supplier_user: z.string().max(255).nullish(),
});

export const hub88BetRequestSchema = hub88CallSchema.extend({
  token: externalId,
  transaction_uuid: externalId,
  round: externalId,
  round_closed: z.boolean().nullish(),
  amount: hub88AmountSchema,
  currency: z.string().min(1).max(16),
  game_code: externalId,
  /** A free round's bet (Hub88 Freebets): costs nothing; `reward_uuid` names the reward. */
  is_free: z.boolean().nullish(),
  reward_uuid: z.string().max(255).nullish(),
  bet: z.string().max(255).nullish(),
  supplier_user: z.string().max(255).nullish(),
  supplier_transaction_id: z.string().max(255).nullish(),
  meta: z.unknown().optional(),
});

export const hub88WinRequestSchema = hub88BetRequestSchema.extend({
  token: externalId.nullish(),
  /** The bet this win settles. */
  reference_transaction_uuid: externalId,
});

export const hub88RollbackRequestSchema = hub88CallSchema.extend({
  token: externalId.nullish(),
  transaction_uuid: externalId,
  /** The bet to roll back. */
  reference_transaction_uuid: externalId,
  round: externalId.nullish(),
  round_closed: z.boolean().nullish(),
  game_code: externalId.nullish(),
  supplier_transaction_id: z.string().max(255).nullish(),
  meta: z.unknown().optional(),
});

/**
 * What every wallet call answers, error or not, with HTTP 200: the status, `request_uuid`
 * echoed, and with RS_OK (and RS_ERROR_NOT_ENOUGH_MONEY) the balance in 1/100,000.
 */
export const hub88WalletAnswerSchema = z.object({
  user: z.string().optional(),
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export type Hub88WalletAnswer = z.infer<typeof hub88WalletAnswerSchema>;

/** `/user/info`: the player's details as Hub88 asks them (no personal data). */
export const hub88UserInfoAnswerSchema = hub88WalletAnswerSchema.extend({
  country: z.string().optional(),
  /** `YYYY-MM-DD`. */
  registration_date: z.string().optional(),
  tags: z.array(z.string()).optional(),
});

// ——— Slotegrator GIS ———

/** GIS's decimal amount: text from a form, or a JSON number. */
const gisAmountSchema = z.union([z.string().max(40), z.number()]);

/** `finished` and other flags: `1`/`0` from a form, or JSON booleans. */
const gisFlagSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === '1' || value === 'true' || value === 1);

const gisCallSchema = z.object({
  player_id: externalId,
  currency: z.string().min(1).max(16),
  session_id: externalId.optional(),
  game_uuid: externalId.optional(),
});

const gisTransactionSchema = gisCallSchema.extend({
  transaction_id: externalId,
  round_id: externalId.optional(),
  finished: gisFlagSchema.optional(),
  freespin_id: z.string().max(255).optional(),
  quantity: z.union([z.string().max(20), z.number()]).optional(),
});

/** A form's `list[0][k]=v` arrives as an object keyed by index; JSON sends an array. */
const listSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value,
    z.array(item).min(1).max(100),
  );

export const gisCallbackRequestSchema = z.discriminatedUnion('action', [
  gisCallSchema.extend({ action: z.literal('balance'), session_id: externalId }),
  gisTransactionSchema.extend({
    action: z.literal('bet'),
    amount: gisAmountSchema,
    game_uuid: externalId,
    round_id: externalId,
    session_id: externalId,
    /** `tip` is a bet without a game outcome; `freespin` a free round's (costs nothing). */
    type: z.enum(['bet', 'tip', 'freespin']).default('bet'),
  }),
  gisTransactionSchema.extend({
    action: z.literal('win'),
    amount: gisAmountSchema,
    game_uuid: externalId,
    round_id: externalId,
    type: z
      .enum(['win', 'jackpot', 'freespin', 'bonus', 'promo', 'prize_drop', 'tournament'])
      .default('win'),
  }),
  gisTransactionSchema.extend({
    action: z.literal('refund'),
    amount: gisAmountSchema,
    /** The bet refunded. */
    bet_transaction_id: externalId,
  }),
  gisTransactionSchema.extend({
    action: z.literal('rollback'),
    type: z.string().max(32).optional(),
    /** Exactly the transactions to cancel. */
    rollback_transactions: listSchema(
      z.object({
        action: z.enum(['bet', 'win', 'refund']),
        transaction_id: externalId,
        amount: gisAmountSchema.optional(),
        type: z.string().max(32).optional(),
      }),
    ),
  }),
]);
export type GisCallbackRequest = z.output<typeof gisCallbackRequestSchema>;

/** GIS's only error codes; a refused call is retried by GIS up to its retry count. */
export const GIS_ERROR_CODES = ['INSUFFICIENT_FUNDS', 'INTERNAL_ERROR'] as const;

export const gisErrorAnswerSchema = z.object({
  error_code: z.enum(GIS_ERROR_CODES),
  /** Our wallet's code (`session_expired`, `invalid_signature`, …): the reason, for their logs. */
  error_description: z.string(),
});

/**
 * The callback's answers, all with HTTP 200: the balance (a decimal number of the currency),
 * our transaction id for money calls, the cancelled ids for a rollback, or the error.
 */
export const gisCallbackAnswerSchema = z.union([
  z.object({
    balance: z.number(),
    transaction_id: z.string().optional(),
    rollback_transactions: z.array(z.string()).optional(),
  }),
  gisErrorAnswerSchema,
]);
export type GisCallbackAnswer = z.infer<typeof gisCallbackAnswerSchema>;
