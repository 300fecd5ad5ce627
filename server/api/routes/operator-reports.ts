import {
  dashboardAnswerSchema,
  ggrReportAnswerSchema,
  ggrReportQuerySchema,
} from '@/lib/schemas/reports';
import { cachedDashboard } from '@/server/services/reports/dashboard-cache';
import { readGgrReport } from '@/server/services/reports/ggr-report';
import { router } from '../env';
import { operation } from '../operation';

/** The back office's financial reports (issue 36), mounted at `/operator/reports`. */
export const operatorReports = router()
  // GET /operator/reports/ggr — GGR and NGR per product, day and currency
  .get(
    '/ggr',
    operation(
      {
        summary: 'GGR and NGR per product, UTC day and currency, from the ledger',
        description:
          'Real money that moved in the window `from`..`to` (UTC days, both included; the last 30 days by default, at most 366): per product the stakes, what was paid back and the GGR, play with bonus money beside it; per day and currency the bonus cost, payment and provider fees, NGR (GGR \u2212 bonus cost \u2212 payment fees \u2212 provider fees), deposits, payouts and staff adjustments; the window per currency and in the base currency. `unexplained` lists movements no line explains.',
        tags: ['operator', 'reports'],
        auth: { staff: 'finance.read' },
        query: ggrReportQuerySchema,
        answer: ggrReportAnswerSchema,
      },
      (c, { query }) => readGgrReport(c.var.ctx, query),
    ),
  )
  // GET /operator/reports/dashboard — today and 30 days, queues, exposure, engines
  .get(
    '/dashboard',
    operation(
      {
        summary:
          'The dashboard: today and the last 30 days, what waits for staff, exposure, engines',
        description:
          'Money in the base currency (the GGR report\u2019s figures; null when a currency has no rate), new players and players who staked real money, pending payouts with their sums, approvals, open risk flags and source-of-funds uploads, open sports tickets per currency, and the engines\u2019 leases and feed producers. Read at most about twice a minute: `as_of` says when.',
        tags: ['operator', 'reports'],
        auth: { staff: 'finance.read' },
        answer: dashboardAnswerSchema,
      },
      (c) => cachedDashboard(c.var.ctx),
    ),
  );
