'use client';

import type { z } from '@/lib/zod';
import type { Feature } from '@/lib/constants/features';
import type { featureSegmentRequestSchema } from '@/lib/schemas/office-features';
import type { ApiClient } from './client';
import { schemaLoader } from './client';

const featureSchemas = schemaLoader(() => import('@/lib/schemas/office-features'));

/** The back office's feature flags (issue 39), every call `players.features`. */
export const FEATURE_PATHS = {
  player: (userId: number) => `operator/players/${userId}/features`,
  segments: 'operator/feature-segments',
} as const;

export type FeatureSegmentBody = z.input<typeof featureSegmentRequestSchema>;

/** The player's own flags, the segments they match and what the profile answers. */
export const playerFeatures = (api: ApiClient, userId: number) =>
  api.get(FEATURE_PATHS.player(userId), featureSchemas('playerFeaturesAnswerSchema'));

/** Replaces the player's own flags. */
export const savePlayerFeatures = (api: ApiClient, userId: number, features: Feature[]) =>
  api.put(FEATURE_PATHS.player(userId), featureSchemas('playerFeaturesAnswerSchema'), {
    features,
  });

export const listFeatureSegments = (api: ApiClient) =>
  api.get(FEATURE_PATHS.segments, featureSchemas('featureSegmentListAnswerSchema'));

export const createFeatureSegment = (api: ApiClient, body: FeatureSegmentBody) =>
  api.post(FEATURE_PATHS.segments, featureSchemas('featureSegmentAnswerSchema'), body);

export const deleteFeatureSegment = (api: ApiClient, id: number) =>
  api.delete(`${FEATURE_PATHS.segments}/${id}`, featureSchemas('featureSegmentAnswerSchema'));
