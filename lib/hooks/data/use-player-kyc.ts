'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { RISK_PATHS, playerKyc } from '@/lib/api/office-risk';
import { useOfficeToken } from '@/lib/office/session';

/**
 * A player's verification for staff (`GET /operator/players/{id}/kyc`): levels and why,
 * the provider's applicant and documents, uploads, webhooks, the turnover rule and the flags.
 */
export function usePlayerKyc(userId: number) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [RISK_PATHS.player(userId), token] : null,
    () => playerKyc(officeApi(), userId),
    { revalidateOnFocus: false },
  );
  return { kyc: data, error, isLoading, mutate };
}
