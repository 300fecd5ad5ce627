import { ERROR_TEXTS, fieldMessage, type ErrorCode } from './error-codes';

type Status = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 451 | 500 | 503;

/**
 * The one error type of the API. `code` is the machine-readable key the client translates
 * through `error.<code>`; `fields` turns it into a 422 validation answer (spec §5, §8).
 */
export class AppError extends Error {
  /** Facts the client needs to act on the error (e.g. the bonus a payout would forfeit). */
  details?: Record<string, unknown>;

  constructor(
    readonly code: string,
    readonly status: Status,
    message: string = code,
    readonly fields?: Record<string, string[]>,
    /** Seconds until a 429 may be retried (`Retry-After`). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** A failure with a catalogued code and its standard text. */
  static of(code: ErrorCode, status: Status) {
    return new AppError(code, status, ERROR_TEXTS[code]);
  }

  /**
   * The 422 validation answer: catalogued codes per field, each turned into the spec's
   * `code: text` message (`AppError.fields({ amount: ['amount_too_small'] })`). Every field
   * error of the API is built here.
   */
  static fields(codes: Record<string, readonly ErrorCode[]>) {
    const fields = Object.fromEntries(
      Object.entries(codes).map(([field, list]) => [field, [...new Set(list)].map(fieldMessage)]),
    );
    return new AppError('validation', 422, 'Validation failed', fields);
  }

  /** A 422 with one catalogued message on one field. */
  static field(field: string, code: ErrorCode) {
    return AppError.fields({ [field]: [code] });
  }

  /** This error with `details` beside `error` and `message` in the answer. */
  withDetails(details: Record<string, unknown>) {
    this.details = details;
    return this;
  }

  static unauthorized() {
    return AppError.of('unauthorized', 401);
  }

  static tooManyRequests(retryAfterS: number) {
    return new AppError(
      'too_many_requests',
      429,
      ERROR_TEXTS.too_many_requests,
      undefined,
      retryAfterS,
    );
  }
}
