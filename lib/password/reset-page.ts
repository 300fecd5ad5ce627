import { ApiError } from '@/lib/api/errors';

/**
 * What the reset-password page does with its token (spec §5). The page checks the token on the
 * server first; this module holds the decision, free of requests, so it can be tested alone.
 */

/** How the token check went: accepted, refused by the API, or not answered properly. */
export type TokenCheck = 'passed' | 'rejected' | 'unavailable';

/** `form`: ask for the new password; `expired`: explain and offer a new link; `error`: go to /error. */
export type ResetPageOutcome = 'form' | 'expired' | 'error';

/** The `phone` query parameter, if the address has one (the first, when repeated). */
export function phoneParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads what the token check threw: the API refusing the token (422 on `token`, or a request it
 * cannot read) is `rejected`; a rate limit, a server failure or no answer is `unavailable`.
 */
export function tokenCheckFailure(error: unknown): Exclude<TokenCheck, 'passed'> {
  return error instanceof ApiError && [400, 404, 422].includes(error.status)
    ? 'rejected'
    : 'unavailable';
}

/**
 * With a `phone` parameter the check must pass, else the visitor goes to /error (spec §5). From
 * the e-mailed link, a refused token is explained with a way to ask for a new one; when the check
 * could not run, the form is still shown, since the reset call checks the token again anyway.
 */
export function resetPageOutcome(check: TokenCheck, phone: string | undefined): ResetPageOutcome {
  if (phone !== undefined) return check === 'passed' ? 'form' : 'error';
  return check === 'rejected' ? 'expired' : 'form';
}
