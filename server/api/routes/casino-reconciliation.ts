import {
  casinoReconciliationAnswerSchema,
  casinoReconciliationQuerySchema,
} from '@/lib/schemas/casino-reconciliation';
import { reconcileDay } from '@/server/services/casino/reconcile';
import { router } from '../env';
import { operation } from '../operation';

/** The operator's daily reconciliation, mounted at `/operator/casino/reconciliation`. */
export const operatorCasinoReconciliation = router()
  // GET /operator/casino/reconciliation?aggregator=&date=YYYY-MM-DD — mismatches of a UTC day
  .get(
    '/',
    operation(
      {
        summary:
          'A UTC day of an aggregator\u2019s transactions against the wallet\u2019s: counts and mismatches by transaction id',
        tags: ['operator'],
        auth: { staff: 'casino.manage' },
        query: casinoReconciliationQuerySchema,
        answer: casinoReconciliationAnswerSchema,
      },
      async (c, { query }) => reconcileDay(c.var.ctx, query.aggregator, query.date),
    ),
  );
