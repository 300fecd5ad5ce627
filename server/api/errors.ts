import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '@/server/lib/app-error';
import { isClientAbort } from '@/server/lib/client-abort';
import { ERROR_TEXTS } from '@/server/lib/error-codes';
import { log } from '@/server/lib/log';
import { protectionError, protectionRefusal } from '@/server/services/protection/refusal';

/** nginx's status for a request whose client left before the answer; nobody reads the body. */
const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/**
 * Turns any thrown error into the spec's shape. Unknown errors never leak their details: the
 * answer is a 500 with the request's id, the log line has the error made safe (`redact`), under
 * the same id.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    if (error.fields) return c.json({ ...error.details, errors: error.fields }, 422);
    if (error.retryAfterS !== undefined) c.header('Retry-After', String(error.retryAfterS));
    return c.json(
      { ...error.details, error: error.code, message: error.message },
      error.status as ContentfulStatusCode,
    );
  }
  // A limit or a reality check the ledger's protection trigger enforced, from any product.
  const refusal = protectionRefusal(error);
  if (refusal) return handleError(protectionError(refusal), c);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: 'bad_request', message: error.message || 'Bad request' }, error.status);
  }
  const where = { method: c.req.method, path: c.req.path.slice(0, 200) };
  if (isClientAbort(error, c.req.raw.signal)) {
    // Routine (a closed tab): the reason is enough, a stack would be noise.
    log.info('Client closed the request', { ...where, reason: error.message });
    return c.json(
      { error: 'client_closed_request', message: ERROR_TEXTS.client_closed_request },
      CLIENT_CLOSED_REQUEST,
    );
  }
  log.error('Unhandled API error', { ...where, error });
  const requestId: string | undefined = c.get('requestId');
  return c.json({ error: 'internal', message: ERROR_TEXTS.internal, requestId }, 500);
}

export function handleNotFound(c: Context) {
  return c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404);
}
