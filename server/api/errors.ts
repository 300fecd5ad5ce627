import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '@/server/lib/app-error';

/** Turns any thrown error into the spec's shape; unknown errors never leak their details. */
export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) {
    if (error.fields) return c.json({ errors: error.fields }, 422);
    if (error.retryAfterS !== undefined) c.header('Retry-After', String(error.retryAfterS));
    return c.json(
      { error: error.code, message: error.message },
      error.status as ContentfulStatusCode,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ error: 'bad_request', message: error.message || 'Bad request' }, error.status);
  }
  console.error('Unhandled API error', error);
  return c.json({ error: 'internal', message: 'Internal server error' }, 500);
}

export function handleNotFound(c: Context) {
  return c.json({ error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404);
}
