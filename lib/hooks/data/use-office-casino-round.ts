'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { CASINO_PATHS, casinoRound } from '@/lib/api/office-casino';
import type { CasinoAggregator } from '@/lib/constants/casino';
import { useOfficeToken } from '@/lib/office/session';

export type RoundAsk = { aggregator: CasinoAggregator; roundId: string };

/** A provider round with every call (`GET /operator/casino/rounds`), once asked. */
export function useOfficeCasinoRound(ask: RoundAsk | null) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token && ask ? [CASINO_PATHS.rounds, ask.aggregator, ask.roundId, token] : null,
    () => casinoRound(officeApi(), ask!.aggregator, ask!.roundId),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { round: data, error, isLoading, mutate };
}
