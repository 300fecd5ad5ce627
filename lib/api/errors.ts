import { HTTPError, TimeoutError } from 'ky';

/** The field map of a 422 answer (spec §5): field → messages of the form `code: text`. */
export type FieldErrors = Record<string, string[]>;

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
  ) {
    super(message);
  }
}

/** A request that got no answer; the message is one of the spec's network texts (§8). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** Rejection of every request waiting on a refresh that failed (spec §8). */
export const REFRESH_FAILED = 'Cant refresh token';
export class RefreshError extends Error {
  override name = 'RefreshError';
  constructor() {
    super(REFRESH_FAILED);
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/** Reads the spec's error shapes from an answer; anything else keeps only the status. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors = isFieldErrors(record.errors) ? record.errors : undefined;
  const code = typeof record.error === 'string' ? record.error : undefined;
  const message = typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
  return new ApiError(response.status, errors, code, message);
}

/** Turns whatever a request threw into an ApiError, a NetworkError with the spec's text, or itself. */
export async function normalizeError(error: unknown, timeoutMs: number): Promise<Error> {
  if (error instanceof ApiError || error instanceof RefreshError || error instanceof NetworkError) {
    return error;
  }
  if (error instanceof HTTPError) return apiErrorFrom(error.response);
  if (error instanceof TimeoutError) return new NetworkError(`timeout of ${timeoutMs}ms exceeded`);
  // Names, not classes: fetch and AbortSignal may come from another realm than this code.
  const name = typeof error === 'object' && error !== null ? (error as Error).name : '';
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
