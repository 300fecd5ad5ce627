import { z } from 'zod';
import type { AppContext } from '@/server/app-context';
import type { KycProviderConfig } from '@/server/kyc-config';
import type { ApplicantInfo } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { accessSignature, ACCESS_SIG_HEADER, ACCESS_TS_HEADER, APP_TOKEN_HEADER } from './sign';

/** A call to the provider that takes longer is given up (the player sees 503 and tries again). */
const CALL_TIMEOUT_MS = 10_000;

const reviewSchema = z
  .object({
    reviewStatus: z.string().optional(),
    reviewResult: z
      .object({
        reviewAnswer: z.string().optional(),
        reviewRejectType: z.string().optional(),
        rejectLabels: z.array(z.string()).optional(),
        moderationComment: z.string().optional(),
        clientComment: z.string().optional(),
      })
      .optional(),
  })
  .loose();

const applicantSchema = z
  .object({
    id: z.string(),
    externalUserId: z.string().optional(),
    inspectionId: z.string().optional(),
    levelName: z.string().optional(),
    info: z
      .object({
        firstName: z.string().optional(),
        lastName: z.string().optional(),
        dob: z.string().optional(),
        country: z.string().optional(),
      })
      .loose()
      .optional(),
    review: reviewSchema.optional(),
  })
  .loose();
export type SumsubApplicant = z.output<typeof applicantSchema>;

const documentsSchema = z.object({
  items: z.array(
    z
      .object({
        id: z.string(),
        addedDate: z.string().optional(),
        idDocDef: z.object({ idDocType: z.string().optional() }).loose().optional(),
        fileMetadata: z
          .object({ fileName: z.string().optional(), fileType: z.string().optional() })
          .loose()
          .optional(),
      })
      .loose(),
  ),
});

/** The person as the provider read them, in our words. */
export function infoOf(applicant: SumsubApplicant): ApplicantInfo {
  const info = applicant.info ?? {};
  return {
    ...(info.firstName && { first_name: info.firstName }),
    ...(info.lastName && { last_name: info.lastName }),
    ...(info.dob && { dob: info.dob }),
    ...(info.country && { country: info.country }),
  };
}

/**
 * Sumsub's API (https://docs.sumsub.com/reference), signed as `sign.ts` says, at Sumsub or at the
 * sandbox (`KYC_PROVIDER`). A failure to reach it, or an answer it should not give, is a 503
 * `kyc_unavailable` with the detail in the log; never call it inside a database transaction
 * (the sandbox answers from this same process and database).
 */
export function sumsubClient(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  provider: KycProviderConfig,
) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; bytes: Uint8Array; type: string | null }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const ts = String(Math.floor(ctx.clock.now().getTime() / 1000));
    const headers: Record<string, string> = {
      accept: 'application/json',
      [APP_TOKEN_HEADER]: provider.appToken,
      [ACCESS_TS_HEADER]: ts,
      [ACCESS_SIG_HEADER]: accessSignature(provider.secretKey, ts, method, path, text),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await ctx.fetch(`${provider.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined && { body: text }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      return {
        status: response.status,
        bytes: new Uint8Array(await response.arrayBuffer()),
        type: response.headers.get('content-type'),
      };
    } catch (error) {
      log.warn('kyc provider unreachable', { path, error: (error as Error).message });
      throw AppError.of('kyc_unavailable', 503);
    }
  }

  async function json<T extends z.ZodType>(
    schema: T,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<z.output<T>> {
    const answer = await call(method, path, body);
    return parse(schema, answer, path);
  }

  function parse<T extends z.ZodType>(
    schema: T,
    answer: { status: number; bytes: Uint8Array },
    path: string,
  ): z.output<T> {
    const text = new TextDecoder().decode(answer.bytes);
    if (answer.status < 200 || answer.status > 299) {
      log.warn('kyc provider refused a call', {
        path,
        status: answer.status,
        body: text.slice(0, 500),
      });
      throw AppError.of('kyc_unavailable', 503);
    }
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      log.warn('kyc provider answered out of protocol', { path, body: text.slice(0, 500) });
      throw AppError.of('kyc_unavailable', 503);
    }
  }

  const byExternal = (externalUserId: string) =>
    `/resources/applicants/-;externalUserId=${encodeURIComponent(externalUserId)}/one`;

  return {
    /**
     * The applicant of `externalUserId` on `levelName`, created when there is none (a 409 from
     * the provider means it exists: it is read back).
     */
    async ensureApplicant(input: {
      externalUserId: string;
      levelName: string;
      email?: string | null;
      phone?: string | null;
    }): Promise<SumsubApplicant> {
      const path = `/resources/applicants?levelName=${encodeURIComponent(input.levelName)}`;
      const answer = await call('POST', path, {
        externalUserId: input.externalUserId,
        ...(input.email && { email: input.email }),
        ...(input.phone && { phone: input.phone }),
      });
      if (answer.status === 409)
        return json(applicantSchema, 'GET', byExternal(input.externalUserId));
      return parse(applicantSchema, answer, path);
    },

    getApplicant(applicantId: string): Promise<SumsubApplicant> {
      return json(
        applicantSchema,
        'GET',
        `/resources/applicants/${encodeURIComponent(applicantId)}/one`,
      );
    },

    /** A WebSDK access token for the applicant on `levelName` (which moves it to that level). */
    accessToken(input: { externalUserId: string; levelName: string; ttlInSecs: number }) {
      return json(
        z.object({ token: z.string(), userId: z.string() }).loose(),
        'POST',
        '/resources/accessTokens/sdk',
        {
          userId: input.externalUserId,
          levelName: input.levelName,
          ttlInSecs: input.ttlInSecs,
        },
      );
    },

    /** The applicant's review now (the reconciliation of applicants left pending). */
    reviewStatus(applicantId: string) {
      return json(
        reviewSchema,
        'GET',
        `/resources/applicants/${encodeURIComponent(applicantId)}/status`,
      );
    },

    /** The applicant's documents (the staff view). */
    async documents(applicantId: string) {
      const answer = await json(
        documentsSchema,
        'GET',
        `/resources/applicants/${encodeURIComponent(applicantId)}/metadata/resources`,
      );
      return answer.items.map((item) => ({
        id: item.id,
        doc_type: item.idDocDef?.idDocType ?? 'OTHER',
        file_name: item.fileMetadata?.fileName ?? null,
        mime: item.fileMetadata?.fileType ?? null,
        added_at: item.addedDate ?? null,
      }));
    },

    /** One document's file, for staff; null when the provider has no such image. */
    async documentFile(inspectionId: string, imageId: string) {
      const path = `/resources/inspections/${encodeURIComponent(inspectionId)}/resources/${encodeURIComponent(imageId)}`;
      const answer = await call('GET', path);
      if (answer.status === 404) return null;
      if (answer.status !== 200) {
        log.warn('kyc provider refused a document', { path, status: answer.status });
        throw AppError.of('kyc_unavailable', 503);
      }
      return { bytes: answer.bytes, type: answer.type ?? 'application/octet-stream' };
    },
  };
}

export type SumsubClient = ReturnType<typeof sumsubClient>;

/** The provider's client, or a 503 `kyc_unavailable` when none is configured. */
export function kycProvider(ctx: Pick<AppContext, 'fetch' | 'clock' | 'config'>) {
  const provider = ctx.config.kyc.provider;
  if (!provider) throw AppError.of('kyc_unavailable', 503);
  return { provider, client: sumsubClient(ctx, provider) };
}

/** The applicant's id on our side at the provider: `u<player id>`. */
export function externalUserIdOf(userId: number) {
  return `u${userId}`;
}
