import { z } from 'zod';

/**
 * Hub88 Operator API answers we read (docs.hub88.io, Operator API reference: Games API, Freebets
 * API, Transactions API; field names also as Hub88's own automation tests check them). Only the
 * fields we use are required; the rest pass through unchecked.
 */

/** `POST /operator/generic/v2/game/url`. */
export const hub88GameUrlSchema = z.object({ url: z.url() });

/**
 * `POST /operator/generic/v2/freebet/prepaids/list`: reward templates per game and currency.
 * `bet_value` (Hub88 units, 1/100,000) and `bet_count` are null when the template leaves them
 * to the reward.
 */
export const hub88PrepaidsSchema = z.array(
  z.object({
    prepaid_uuid: z.string().min(1),
    game_code: z.string(),
    currency: z.string(),
    bet_value: z.number().int().nullable(),
    bet_count: z.number().int().nullable(),
    bonus_buy: z.boolean().optional(),
  }),
);
export type Hub88Prepaid = z.infer<typeof hub88PrepaidsSchema>[number];

const reward = z.object({
  reward_uuid: z.string().min(1),
  status: z.string().optional(),
  operator_reference: z.string().nullish(),
});

/** `POST …/freebet/rewards/create`: the reward Hub88 made. */
export const hub88RewardSchema = reward;

/**
 * `POST …/freebet/rewards/list` (paginated, filterable by `operator_reference`, August 2025
 * changelog). The docs we could read do not show the envelope, so both a bare list and
 * `{rewards: [...]}` are read; anything else is a schema mismatch (503), never a guess.
 */
export const hub88RewardsSchema = z.union([
  z.array(reward),
  z.object({ rewards: z.array(reward) }).transform((page) => page.rewards),
]);

/** Hub88's transaction status: TS_SUCCESS (our wallet accepted), TS_DECLINED (refused), others. */
const transaction = z.object({
  transaction_uuid: z.string().min(1),
  round: z.string().nullish(),
  user: z.string(),
  /** Integer 1/100,000 units; a number or its digits. */
  amount: z.union([z.number().int(), z.string().regex(/^-?\d{1,19}$/)]),
  currency: z.string(),
  status: z.string(),
  /** bet, win or rollback (any case; `TRANSACTION_BET` style too). */
  transaction_type: z.string().optional(),
  type: z.string().optional(),
  inserted_at: z.string().optional(),
  created_at: z.string().optional(),
});
export type Hub88Transaction = z.infer<typeof transaction>;

/** `POST …/transactions/list`: a bare list or `{transactions: [...]}` (see rewards above). */
export const hub88TransactionsSchema = z.union([
  z.array(transaction),
  z.object({ transactions: z.array(transaction) }).transform((page) => page.transactions),
]);
