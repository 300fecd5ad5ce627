import { schemaLoader, type ApiClient } from './client';
import type { UploadProgress } from './upload-fetch';

const kycSchemas = schemaLoader(() => import('@/lib/schemas/kyc'));

/** Verification (issue 35): where the player stands, the provider's window, source of funds. */

export const KYC_PATHS = {
  kyc: 'kyc',
  accessToken: 'kyc/access-token',
  documents: 'kyc/documents',
} as const;

const answer = () => kycSchemas('kycAnswerSchema');

/** `GET /kyc`: the level asked and why, the status, the provider's last review, the uploads. */
export function fetchKyc(api: ApiClient) {
  return api.get(KYC_PATHS.kyc, answer());
}

/**
 * Opens the provider's verification for the level asked: Sumsub's WebSDK token, or the sandbox's
 * page (`sdk_url`). 409 `kyc_not_needed` / `kyc_final_rejection`, 503 `kyc_unavailable`.
 */
export function openKycAccess(api: ApiClient) {
  return api.post(KYC_PATHS.accessToken, kycSchemas('kycAccessTokenAnswerSchema'));
}

/** Sends a source-of-funds document (L3): a JPEG, PNG or PDF of at most 10 MB. */
export function uploadKycDocument(
  api: ApiClient,
  file: File,
  onUploadProgress?: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post(KYC_PATHS.documents, answer(), form, { onUploadProgress });
}
