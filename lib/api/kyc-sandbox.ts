'use client';

import type { SandboxDocumentType } from '@/lib/constants/kyc';
import type { z } from '@/lib/zod';
import type { sandboxInfoRequestSchema, sandboxReviewRequestSchema } from '@/lib/schemas/kyc';
import { apiBaseUrl } from './base-url';
import { createApiClient, schemaLoader, type ApiClient } from './client';
import type { UploadProgress } from './upload-fetch';

const kycSchemas = schemaLoader(() => import('@/lib/schemas/kyc'));

/**
 * The sandbox KYC provider's pages (development tools): the upload page, which stands in for
 * Sumsub's WebSDK and is authorised by the SDK access token alone (`Authorization: Bearer`), and
 * the reviewer, the provider's dashboard, which needs no session. Neither sends the player's
 * token, and neither refreshes one.
 */

const SDK = 'dev/sumsub/sdk';
const REVIEW = 'dev/sumsub/review';

export type SandboxInfo = z.input<typeof sandboxInfoRequestSchema>;
export type SandboxDecision = z.input<typeof sandboxReviewRequestSchema>;

/**
 * A client for the sandbox provider, bearing `token` (the SDK's) when one is given. Made on its
 * first call: the pages make it while rendering, which the server does too, without a window.
 */
export function sandboxKycApi(token: string | undefined, locale: string): ApiClient {
  let client: ApiClient | null = null;
  const real = () =>
    (client ??= createApiClient({
      baseUrl: apiBaseUrl(window.location),
      getToken: () => token,
      getLocale: () => locale,
      onToken: () => {},
      onLogout: () => {},
      refreshes: false,
      isDevelopment: process.env.NODE_ENV === 'development',
    }));
  return {
    get: (path, answer, options) => real().get(path, answer, options),
    post: (path, answer, json, options) => real().post(path, answer, json, options),
    put: (path, answer, json, options) => real().put(path, answer, json, options),
    delete: (path, answer, options) => real().delete(path, answer, options),
    refresh: () => real().refresh(),
    baseUrl: () => real().baseUrl(),
  };
}

const sdkAnswer = () => kycSchemas('sandboxSdkAnswerSchema');
/** The reviewer's decision is answered `{ ok: true }` (zod loads with it, as with every schema). */
const decisionAnswer = async () => {
  const { z } = await import('zod');
  return z.object({ ok: z.literal(true) });
};

export function sandboxApplicant(api: ApiClient) {
  return api.get(`${SDK}/applicant`, sdkAnswer());
}

export function saveSandboxInfo(api: ApiClient, info: SandboxInfo) {
  return api.post(`${SDK}/info`, sdkAnswer(), info);
}

export function uploadSandboxDocument(
  api: ApiClient,
  docType: SandboxDocumentType,
  file: File,
  onUploadProgress?: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  form.append('doc_type', docType);
  form.append('file', file, file.name);
  return api.post(`${SDK}/documents`, sdkAnswer(), form, { onUploadProgress });
}

/** Sends the applicant for review (422 `documents_missing` without a required document or info). */
export function submitSandbox(api: ApiClient) {
  return api.post(`${SDK}/submit`, sdkAnswer());
}

export function sandboxReviewQueue(api: ApiClient) {
  return api.get(REVIEW, kycSchemas('sandboxReviewListAnswerSchema'));
}

/** Where the reviewer's page shows a document from (an image's `src`, a PDF's link). */
export function sandboxDocumentUrl(api: ApiClient, imageId: string) {
  return `${api.baseUrl().replace(/\/+$/, '')}/${REVIEW}/documents/${encodeURIComponent(imageId)}`;
}

/** The reviewer's decision; the provider then sends its signed webhook to the site. */
export function decideSandboxReview(
  api: ApiClient,
  applicantId: string,
  decision: SandboxDecision,
) {
  return api.post(`${REVIEW}/${encodeURIComponent(applicantId)}`, decisionAnswer, decision);
}
