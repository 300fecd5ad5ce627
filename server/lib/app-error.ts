/**
 * The one error type of the API. `code` is the machine-readable key the client translates
 * through `error.<code>`; `fields` turns it into a 422 validation answer (spec §5, §8).
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 451 | 500 | 503,
    message: string = code,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
