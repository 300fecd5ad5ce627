'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, auditPage, officeApi, type AuditFilters } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** One page of the audit trail, newest first (`GET /operator/audit`), from the cursor `before`. */
export function useAuditTrail(filters: AuditFilters, before: number | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.audit, JSON.stringify(filters), before, token] : null,
    () => auditPage(officeApi(), filters, before),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}
