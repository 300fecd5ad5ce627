'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { REPORT_PATHS, ggrReport, type GgrReportFilters } from '@/lib/api/office-reports';
import { useOfficeToken } from '@/lib/office/session';

/** The GGR and NGR report of a window (`GET /operator/reports/ggr`). */
export function useGgrReport(filters: GgrReportFilters) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [REPORT_PATHS.ggr, JSON.stringify(filters), token] : null,
    () => ggrReport(officeApi(), filters),
    { keepPreviousData: true },
  );
  return { report: data, error, isLoading, mutate };
}
