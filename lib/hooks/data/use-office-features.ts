'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { FEATURE_PATHS, listFeatureSegments, playerFeatures } from '@/lib/api/office-features';
import { useOfficeToken } from '@/lib/office/session';

/** A player's feature flags for staff (`GET /operator/players/{id}/features`). */
export function usePlayerFeatures(userId: number) {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(
    token ? [FEATURE_PATHS.player(userId), token] : null,
    () => playerFeatures(officeApi(), userId),
    { revalidateOnFocus: false },
  );
  return { features: data, error, mutate };
}

/** Every segment rule, newest first (`GET /operator/feature-segments`). */
export function useFeatureSegments() {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(token ? [FEATURE_PATHS.segments, token] : null, () =>
    listFeatureSegments(officeApi()),
  );
  return { segments: data?.data, error, mutate };
}
