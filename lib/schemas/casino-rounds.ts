import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS } from '@/lib/constants/casino';
import { pageQuerySchema } from './games';

/** `GET /casino/rounds?page=&per_page=`: the player's casino rounds, newest first. */
export const casinoRoundsQuerySchema = pageQuerySchema;

/** One wallet call of a round as the player sees it; amounts in major units. */
export const casinoRoundTransactionSchema = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  amount: z.number(),
  /** `rolled_back`: a rollback reversed it; `tombstone`: a bet refused before it arrived. */
  state: z.enum(['processed', 'rolled_back', 'tombstone']),
  is_free: z.boolean(),
  created_at: z.string(),
});

export const casinoRoundSchema = z.object({
  id: z.number(),
  /** The catalogue's slug and names when the game is listed; the provider's code otherwise. */
  game: z.object({
    code: z.string(),
    slug: z.string().nullable(),
    name: z.string(),
  }),
  currency: z.string(),
  status: z.enum(['open', 'closed', 'cancelled']),
  /** Real money staked and won, major units; free rounds stake nothing. */
  bet_total: z.number(),
  win_total: z.number(),
  /** Any of its bets was a free round (its wins went to the bonus balance). */
  free: z.boolean(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  transactions: z.array(casinoRoundTransactionSchema),
});
export type CasinoRoundItem = z.infer<typeof casinoRoundSchema>;

export const casinoRoundsAnswerSchema = z.object({
  items: z.array(casinoRoundSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type CasinoRoundsPage = z.infer<typeof casinoRoundsAnswerSchema>;

/** `GET /operator/casino/rounds?aggregator=&round_id=`: one provider round, every player's part. */
export const operatorCasinoRoundQuerySchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS, { error: 'invalid_value' }),
  round_id: z.string().min(1, { error: 'required' }).max(255, { error: 'invalid_value' }),
});

export const operatorCasinoRoundsAnswerSchema = z.object({
  items: z.array(
    casinoRoundSchema.extend({
      user_id: z.number(),
      aggregator: z.enum(CASINO_AGGREGATORS),
      external_round_id: z.string(),
      transactions: z.array(
        casinoRoundTransactionSchema.extend({
          external_tx_id: z.string(),
          ref_external_tx_id: z.string().nullable(),
          ledger_key: z.string().nullable(),
          free_spin_grant_id: z.number().nullable(),
          /**
           * The answer the wallet gave the aggregator, as given again to its retries; null for a
           * tombstone (a rollback named the bet before it came, so nothing was answered to it).
           */
          response: z.record(z.string(), z.unknown()).nullable(),
        }),
      ),
    }),
  ),
});
export type OperatorCasinoRoundPart = z.infer<
  typeof operatorCasinoRoundsAnswerSchema
>['items'][number];
