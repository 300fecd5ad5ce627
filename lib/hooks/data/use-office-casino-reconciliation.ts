'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { CASINO_PATHS, casinoReconciliation } from '@/lib/api/office-casino';
import type { CasinoAggregator } from '@/lib/constants/casino';
import { useOfficeToken } from '@/lib/office/session';

export type ReconciliationAsk = { aggregator: CasinoAggregator; date: string };

/**
 * A UTC day's reconciliation with an aggregator (`GET /operator/casino/reconciliation`), once
 * asked; each ask reads the aggregator's list, so it is not asked again on focus.
 */
export function useOfficeCasinoReconciliation(ask: ReconciliationAsk | null) {
  const token = useOfficeToken();
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    token && ask ? [CASINO_PATHS.reconciliation, ask.aggregator, ask.date, token] : null,
    () => casinoReconciliation(officeApi(), ask!.aggregator, ask!.date),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return { report: data, error, isLoading: isLoading || isValidating, mutate };
}
