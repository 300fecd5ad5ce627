'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { REPORT_PATHS, officeDashboard } from '@/lib/api/office-reports';
import { useOfficeToken } from '@/lib/office/session';

/** How often the dashboard asks again while it is open: queues and engines move. */
const DASHBOARD_REFRESH_MS = 60_000;

/** The office's dashboard (`GET /operator/reports/dashboard`), asked again every minute. */
export function useOfficeDashboard(enabled: boolean) {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(
    enabled && token ? [REPORT_PATHS.dashboard, token] : null,
    () => officeDashboard(officeApi()),
    { refreshInterval: DASHBOARD_REFRESH_MS, keepPreviousData: true },
  );
  return { dashboard: data, error, mutate };
}
