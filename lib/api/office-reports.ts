'use client';

import type { Currency } from '@/lib/constants/currencies';
import type { ApiClient } from './client';
import { schemaLoader } from './client';

const reportSchemas = schemaLoader(() => import('@/lib/schemas/reports'));

/** The back office's financial reports (issue 36), every call `finance.read`. */
export const REPORT_PATHS = {
  ggr: 'operator/reports/ggr',
  dashboard: 'operator/reports/dashboard',
} as const;

export type GgrReportFilters = { from?: string; to?: string; currency?: Currency };

/** GGR and NGR per product, day and currency over the window (both days included). */
export function ggrReport(api: ApiClient, filters: GgrReportFilters) {
  return api.get(REPORT_PATHS.ggr, reportSchemas('ggrReportAnswerSchema'), {
    searchParams: filters,
  });
}

/** Today and the last 30 days, the queues, the sportsbook's exposure and the engines. */
export function officeDashboard(api: ApiClient) {
  return api.get(REPORT_PATHS.dashboard, reportSchemas('dashboardAnswerSchema'));
}
