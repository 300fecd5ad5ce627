import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeySchema } from '@/lib/schemas/common';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { sha256 } from '@/server/lib/secrets';
import { claimIdempotencyKey } from '@/server/services/idempotency/claim-key';
import type { IdempotencyKeyRef } from '@/server/services/idempotency/key-ref';
import { releaseIdempotencyKey } from '@/server/services/idempotency/release-key';
import { storeIdempotentAnswer } from '@/server/services/idempotency/store-answer';
import type { ApiContext } from './env';
import { handleError } from './errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** The request's `Idempotency-Key`, null without one; a malformed one is a 422 on the header. */
export function readIdempotencyKey(c: ApiContext): string | null {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return null;
  if (!idempotencyKeySchema.safeParse(value).success) {
    throw AppError.field(IDEMPOTENCY_KEY_HEADER, 'invalid_idempotency_key');
  }
  return value;
}

/**
 * Runs `produce` (the operation) once per player, route and key. The first request claims the
 * key and stores its answer when it is one a retry should see again: a success or a refusal
 * (4xx) other than a rate limit. A 5xx, a 429, a client that left or an unexpected error
 * releases the claim, so a retry runs again. A retry with the same body gets the stored status
 * and body with `Idempotent-Replayed: true`. Needs the player (`auth: 'bearer'`).
 */
export async function runIdempotent(
  c: ApiContext,
  key: string,
  body: unknown,
  produce: () => Promise<Response>,
): Promise<Response> {
  const { ctx, auth } = c.var;
  const ref: IdempotencyKeyRef = {
    userId: auth.user.id,
    route: `${c.req.method} ${routePath(c)}`,
    key,
  };
  const claim = await claimIdempotencyKey(ctx, ref, requestFingerprint(c.req.path, body));
  if (claim.state === 'done') {
    c.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (claim.body === null) return c.body(null, claim.status as ContentfulStatusCode);
    return c.json(claim.body as object, claim.status as ContentfulStatusCode);
  }
  let response: Response;
  try {
    response = await produce();
  } catch (error) {
    if (!isStoredRefusal(error)) {
      await release(ctx, ref);
      throw error;
    }
    response = handleError(error, c);
  }
  if (!isStoredStatus(response.status)) {
    await release(ctx, ref);
    return response;
  }
  const answer = response.status === 204 ? null : ((await response.clone().json()) as unknown);
  await storeIdempotentAnswer(ctx, ref, { status: response.status, body: answer });
  return response;
}

/** SHA-256 of the path (it names the record of `/payout/{id}/cancel`) and the parsed body. */
export function requestFingerprint(path: string, body: unknown): string {
  return sha256(canonicalJson([path, body ?? null]));
}

/** JSON with object keys sorted, so the same content always reads the same. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A refusal a retry would meet again: 4xx, except a rate limit (which passes). */
function isStoredRefusal(error: unknown): error is AppError | HTTPException {
  if (error instanceof AppError) return isStoredStatus(error.status);
  return error instanceof HTTPException && isStoredStatus(error.status);
}

function isStoredStatus(status: number): boolean {
  return status >= 200 && status < 499 && status !== 429 && !(status >= 300 && status < 400);
}

async function release(ctx: ApiContext['var']['ctx'], ref: IdempotencyKeyRef) {
  try {
    await releaseIdempotencyKey(ctx, ref);
  } catch (error) {
    // The key stays claimed until it expires; the failure the caller sees matters more.
    log.error('Could not release an idempotency key', { route: ref.route, error });
  }
}
