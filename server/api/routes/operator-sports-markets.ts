import { approvalHeldAnswerSchema } from '@/lib/schemas/approvals';
import {
  operatorMarketAnswerSchema,
  operatorMarketRequestSchema,
  operatorMarketSettleRequestSchema,
} from '@/lib/schemas/sports';
import { holdMarket } from '@/server/services/sports/operator/hold-market';
import { manualSettlement } from '@/server/services/staff/approvals/held-actions';
import { voidMarketByOperator } from '@/server/services/sports/operator/void-market';
import { router } from '../env';
import { holdOrRun } from '../four-eyes';
import { operation } from '../operation';

type MarketBody = { event_id: string; type_id: number; spec_key: string; reason: string };
const action = (body: MarketBody) => ({
  eventId: body.event_id,
  typeId: body.type_id,
  specKey: body.spec_key,
  reason: body.reason,
});

const hold = (held: boolean, summary: string) =>
  operation(
    {
      summary,
      tags: ['operator'],
      auth: { staff: 'sports.trade' },
      body: operatorMarketRequestSchema,
      answer: operatorMarketAnswerSchema,
      errors: [404],
    },
    async (c, { body }) => (await holdMarket(c.var.ctx, { ...action(body), held })).market,
  );

/**
 * Operators' manual market actions, each written to `sport_audit` with its reason. The line's
 * changes are not published from here yet: the stream picks them up with the market's version.
 */
export const operatorSportsMarkets = router()
  // POST /operator/sports/markets/suspend — hold a market suspended whatever the feed says
  .post('/suspend', hold(true, 'Hold a market suspended whatever the feed says'))
  // POST /operator/sports/markets/reopen — lift the hold: the feed's status shows again
  .post('/reopen', hold(false, 'Lift an operator\u2019s hold: the feed\u2019s status shows again'))
  // POST /operator/sports/markets/settle — settle a market by hand (confirmed), tickets paid
  .post(
    '/settle',
    operation(
      {
        summary: 'Settle a market by hand, as a confirmed settlement; its tickets are settled',
        description:
          'When the potential payouts of the market\u2019s tickets reach FOUR_EYES_THRESHOLD nothing is settled: 202 with an approval that a second member of staff confirms (`/operator/approvals`).',
        tags: ['operator'],
        auth: { staff: 'sports.trade' },
        body: operatorMarketSettleRequestSchema,
        answer: operatorMarketAnswerSchema,
        otherAnswers: { 202: approvalHeldAnswerSchema },
        errors: [404, 409],
      },
      (c, { body }) => holdOrRun(c, manualSettlement, body),
    ),
  )
  // POST /operator/sports/markets/void — cancel a market: every bet on it refunded
  .post(
    '/void',
    operation(
      {
        summary: 'Void a market: every bet on it is refunded',
        tags: ['operator'],
        auth: { staff: 'sports.trade' },
        body: operatorMarketRequestSchema,
        answer: operatorMarketAnswerSchema,
        errors: [404],
      },
      async (c, { body }) => (await voidMarketByOperator(c.var.ctx, action(body))).market,
    ),
  );
