'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { KYC_PATHS, fetchKyc } from '@/lib/api/kyc';
import { KYC_POLL_MS, type KycAnswer } from '@/lib/kyc/view';
import { useToken } from '@/lib/session/token';

/** The first element of the verification's SWR key, to revalidate it from anywhere. */
export const KYC_KEY = KYC_PATHS.kyc;

/**
 * The signed-in player's verification (issue 35): the level asked and why, the status, the
 * provider's last review and the source-of-funds uploads. Asked again every 4 s while the
 * documents are under review, or while `watch` says an answer is awaited (sent, not yet seen
 * as pending); guests make no call.
 */
export function useKyc({
  watch = false,
  onAnswer,
}: {
  watch?: boolean;
  /** Hears every answer that arrives (not the cached one). */
  onAnswer?: (answer: KycAnswer) => void;
} = {}) {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [KYC_KEY, token] : null,
    () => fetchKyc(browserApi()),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      dedupingInterval: 2_000,
      refreshInterval: (latest) => (watch || latest?.status === 'pending' ? KYC_POLL_MS : 0),
      onSuccess: onAnswer,
    },
  );
  return { kyc: token ? data : undefined, error, isLoading, mutate, signedIn: Boolean(token) };
}
