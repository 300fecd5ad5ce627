import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { payloadDigest } from '@/server/services/kyc/sumsub/sign';
import { createTestApi, type TestApi } from './api';
import { OPERATOR_TOKEN } from './wallet';

/** A 1×1 PNG: a real image, as the upload checks a file's first bytes. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * A test API with verification on, its provider the sandbox reached over "HTTP" through the
 * app itself (the adapter's signed calls go to `/api/dev/sumsub/resources`). Each level and
 * threshold comes from `env`.
 */
export async function createKycApi(env: Record<string, string> = {}) {
  const api = await createTestApi({
    env: {
      KYC_PROVIDER: 'sandbox',
      OPERATOR_TOKEN,
      ...env,
    },
  });
  api.ctx.fetch = ((input: string | URL | Request, init?: RequestInit) =>
    api.app.request(String(input), init)) as typeof fetch;
  return api;
}

export function fileForm(
  fields: Record<string, string>,
  file: Uint8Array = PNG,
  name = 'photo.png',
  type = 'image/png',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([Buffer.from(file)], name, { type }));
  return form;
}

/**
 * The player's whole turn at the sandbox: opens verification, fills the details (adult unless
 * `dob` says otherwise), sends a document photo and a selfie and submits. Answers the applicant id.
 */
export async function passSandboxUpload(
  api: TestApi,
  token: string,
  options: { dob?: string; docs?: string[] } = {},
) {
  const opened = await api.post('/api/kyc/access-token', undefined, { token });
  if (opened.status !== 200) throw new Error(`access token failed: ${opened.text}`);
  const sdk = { token: opened.json.token as string };
  const info = await api.post(
    '/api/dev/sumsub/sdk/info',
    { first_name: 'Ivan', last_name: 'Petrov', dob: options.dob ?? '1990-05-17', country: 'RUS' },
    sdk,
  );
  if (info.status !== 200) throw new Error(`sdk info failed: ${info.text}`);
  for (const docType of options.docs ?? ['IDENTITY', 'SELFIE']) {
    const sent = await api.post(
      '/api/dev/sumsub/sdk/documents',
      fileForm({ doc_type: docType }),
      sdk,
    );
    if (sent.status !== 201) throw new Error(`sdk document failed: ${sent.text}`);
  }
  const submitted = await api.post('/api/dev/sumsub/sdk/submit', undefined, sdk);
  if (submitted.status !== 200) throw new Error(`sdk submit failed: ${submitted.text}`);
  return submitted.json.applicant_id as string;
}

/** The sandbox reviewer's decision on an applicant. */
export async function reviewApplicant(
  api: TestApi,
  applicantId: string,
  body: Record<string, unknown>,
) {
  const response = await api.post(`/api/dev/sumsub/review/${applicantId}`, body);
  if (response.status !== 200) throw new Error(`review failed: ${response.text}`);
}

/** A webhook signed as Sumsub signs them (the sandbox's webhook secret). */
export function signedWebhook(api: TestApi, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const secret = api.ctx.config.kyc.provider!.webhookSecret;
  return api.post('/api/kyc/sumsub/webhook', raw, {
    headers: {
      'x-payload-digest': payloadDigest(secret, raw),
      'x-payload-digest-alg': 'HMAC_SHA256_HEX',
    },
  });
}

export async function kycRow(api: TestApi, userId: number) {
  const [row] = await api.ctx.db
    .select({ level: users.kycLevel, required: users.kycRequiredLevel, status: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}
