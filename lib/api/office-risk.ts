'use client';

import type { RiskDecision, RiskFlagKind, RiskFlagStatus } from '@/lib/constants/kyc';
import { officeSession } from '@/lib/office/session';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { ApiError, NetworkError, apiErrorFrom } from './errors';
import { OFFICE_PAGE_SIZE } from './office';

const kycSchemas = schemaLoader(() => import('@/lib/schemas/kyc'));

/** The back office's risk section (issue 35), every call `players.risk`. */
export const RISK_PATHS = {
  flags: 'operator/risk/flags',
  uploads: 'operator/risk/uploads',
  player: (userId: number) => `operator/players/${userId}/kyc`,
} as const;

export type RiskQueueFilters = {
  status: RiskFlagStatus;
  kind?: RiskFlagKind;
  user_id?: number;
};

/** One page of the risk queue, newest first, from the cursor `before`. */
export function riskQueuePage(
  api: ApiClient,
  filters: RiskQueueFilters,
  before?: number,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(RISK_PATHS.flags, kycSchemas('riskQueueAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

/** One page of the source-of-funds documents waiting for staff, oldest first, after `after`. */
export function uploadQueuePage(api: ApiClient, after?: string, limit: number = OFFICE_PAGE_SIZE) {
  return api.get(RISK_PATHS.uploads, kycSchemas('uploadQueueAnswerSchema'), {
    searchParams: { after, limit },
  });
}

export type RiskDecisionBody = { decision: RiskDecision; level?: number; reason: string };

/** Clears a flag, blocks the account, or asks the player for a verification level; 409 `flag_decided`. */
export function decideRiskFlag(api: ApiClient, id: number, body: RiskDecisionBody) {
  return api.post(`${RISK_PATHS.flags}/${id}/decide`, kycSchemas('riskFlagAnswerSchema'), body);
}

/** Everything staff decide a player's verification on. */
export function playerKyc(api: ApiClient, userId: number) {
  return api.get(RISK_PATHS.player(userId), kycSchemas('playerKycAnswerSchema'));
}

/** Accepts or rejects a source-of-funds document (a rejection's note is shown to the player). */
export function decideKycUpload(
  api: ApiClient,
  userId: number,
  uploadId: string,
  body: { decision: 'accept' | 'reject'; note?: string },
) {
  return api.post(
    `${RISK_PATHS.player(userId)}/uploads/${encodeURIComponent(uploadId)}/decide`,
    kycSchemas('playerKycAnswerSchema'),
    body,
  );
}

/** Asks the player for a verification level, with the reason for the record. */
export function requestKycLevel(
  api: ApiClient,
  userId: number,
  body: { level: number; reason: string },
) {
  return api.post(
    `${RISK_PATHS.player(userId)}/request`,
    kycSchemas('playerKycAnswerSchema'),
    body,
  );
}

/** Lifts one reason a level is asked of the player; 409 `requirement_lifted`. */
export function liftKycRequirement(
  api: ApiClient,
  userId: number,
  requirementId: number,
  reason: string,
) {
  return api.post(
    `${RISK_PATHS.player(userId)}/requirements/${requirementId}/lift`,
    kycSchemas('playerKycAnswerSchema'),
    { reason },
  );
}

/** Waives the payout turnover rule for the deposits so far. */
export function waiveTurnover(api: ApiClient, userId: number, reason: string) {
  return api.post(
    `operator/players/${userId}/turnover/waive`,
    kycSchemas('playerKycAnswerSchema'),
    { reason },
  );
}

export type KycFileSource = 'documents' | 'uploads';

/**
 * A document's bytes (an image or a PDF) for staff: the provider's (`documents`) or a
 * source-of-funds upload (`uploads`). The staff token is no cookie, so an `<img src>` cannot
 * carry it: the page fetches with the bearer and shows the bytes through a blob URL.
 */
export async function fetchKycFile(
  api: ApiClient,
  userId: number,
  source: KycFileSource,
  fileId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const token = officeSession.token();
  const url = `${api.baseUrl().replace(/\/+$/, '')}/${RISK_PATHS.player(userId)}/${source}/${encodeURIComponent(fileId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError('Network Error');
  }
  if (!response.ok) {
    const error = await apiErrorFrom(response);
    if (error instanceof ApiError && error.status === 401 && token) officeSession.end('expired');
    throw error;
  }
  officeSession.touch();
  return response.blob();
}
