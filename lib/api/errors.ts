import type { z } from '@/lib/zod';
import type { FieldErrors } from '@/lib/schemas/errors';

export type { FieldErrors };

/** An answer with an error status, with the spec's error body when there is one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    /** `errors` of a 422 answer. */
    readonly errors: FieldErrors | undefined,
    /** `error` of other answers: a code of `error.*`. */
    readonly code: string | undefined,
    message: string,
    /** A 429's (or a busy key's 409's) `Retry-After`, in seconds. */
    readonly retryAfterS?: number,
    /** The whole answer, for what some errors carry beside the code (a refused limit's `limit`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** A request that got no answer; the message is one of the spec's network texts (§8). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * An answer that does not match its schema: the API and this build disagree on the contract.
 * Nothing of the answer reaches the page; the issues name the fields (never their values).
 */
export class InvalidAnswerError extends Error {
  override name = 'InvalidAnswerError';
  constructor(method: string, path: string, error: z.core.$ZodError) {
    const fields = error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    super(`Unexpected answer to ${method.toUpperCase()} ${path}: ${fields}`);
  }
}

/** Rejection of every request waiting on a refresh that failed (spec §8). */
export const REFRESH_FAILED = 'Cant refresh token';
export class RefreshError extends Error {
  override name = 'RefreshError';
  constructor() {
    super(REFRESH_FAILED);
  }
}

/** Reads the spec's error shapes from an answer; anything else keeps only the status. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  // Loaded on the first error, with zod, rather than in every page's first load.
  const { errorBodySchema } = await import('@/lib/schemas/errors');
  const parsed = errorBodySchema.safeParse(body);
  const { errors, error: code, message } = parsed.success ? parsed.data : {};
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return new ApiError(
    response.status,
    errors,
    code,
    message ?? `HTTP ${response.status}`,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    body,
  );
}

/** Turns whatever a request threw into an ApiError, a NetworkError with the spec's text, or itself. */
export async function normalizeError(error: unknown, timeoutMs: number): Promise<Error> {
  if (error instanceof ApiError || error instanceof RefreshError || error instanceof NetworkError) {
    return error;
  }
  // Names, not classes: fetch and AbortSignal may come from another realm than this code, and
  // ky's classes load with the first request (lib/api/client.ts), not with this module.
  const { name, response, request } =
    typeof error === 'object' && error !== null
      ? (error as { name?: string; response?: Response; request?: Request })
      : {};
  if (name === 'HTTPError' && typeof response?.status === 'number') return apiErrorFrom(response);
  // ky's timeout carries the request it cut short; AbortSignal.timeout's reason does not.
  if (name === 'TimeoutError' && request !== undefined) {
    return new NetworkError(`timeout of ${timeoutMs}ms exceeded`);
  }
  if (name === 'AbortError') return new NetworkError('Request aborted');
  if (name === 'TypeError') return new NetworkError('Network Error');
  return error instanceof Error ? error : new Error(String(error));
}

/** The codes of a 422 map, in order, each message cut at its first colon (spec §5). */
export function errorCodes(errors: FieldErrors): { field: string; code: string; text: string }[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => {
      const colon = message.indexOf(':');
      return colon === -1
        ? { field, code: message.trim(), text: message.trim() }
        : { field, code: message.slice(0, colon).trim(), text: message.slice(colon + 1).trim() };
    }),
  );
}
