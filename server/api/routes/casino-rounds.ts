import {
  casinoRoundsAnswerSchema,
  casinoRoundsQuerySchema,
  operatorCasinoRoundQuerySchema,
  operatorCasinoRoundsAnswerSchema,
} from '@/lib/schemas/casino-rounds';
import { findCasinoRound, listCasinoRounds } from '@/server/services/casino/history/list-rounds';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { router } from '../env';
import { operation } from '../operation';

/** The player's casino rounds, mounted at `/casino/rounds`. */
export const casinoRounds = router()
  // GET /casino/rounds?page=&per_page= — the player's slot and live rounds, newest first
  .get(
    '/',
    operation(
      {
        summary:
          'The player\u2019s casino rounds (bets, wins, free rounds, rollbacks), newest first',
        tags: ['casino'],
        auth: 'bearer',
        query: casinoRoundsQuerySchema,
        answer: casinoRoundsAnswerSchema,
      },
      async (c, { query }) =>
        listCasinoRounds(c.var.ctx, c.var.auth.user.id, {
          page: query.page,
          perPage: query.per_page,
          locale: localeFromAcceptLanguage(c.req.header('accept-language')),
        }),
    ),
  );

/** The operator's look-up of a provider round, mounted at `/operator/casino/rounds`. */
export const operatorCasinoRounds = router()
  // GET /operator/casino/rounds?aggregator=&round_id= — a round and its calls, every player's part
  .get(
    '/',
    operation(
      {
        summary: 'A provider round with its wallet calls, provider ids and ledger keys',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        query: operatorCasinoRoundQuerySchema,
        answer: operatorCasinoRoundsAnswerSchema,
      },
      async (c, { query }) => ({
        items: await findCasinoRound(c.var.ctx, {
          aggregator: query.aggregator,
          roundId: query.round_id,
        }),
      }),
    ),
  );
