import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { AppError } from '@/server/lib/app-error';
import { sha256 } from '@/server/lib/secrets';
import { bearerToken, type ApiEnv } from '../env';
import { handleNotFound } from '../errors';

/**
 * Operator endpoints: `Authorization: Bearer <OPERATOR_TOKEN>`, else 401. Without the variable
 * they do not exist (404). Digests are compared, so the time taken says nothing of the token.
 */
export const requireOperator = createMiddleware<ApiEnv>(async (c, next) => {
  const expected = c.var.ctx.config.operatorToken;
  if (!expected) return handleNotFound(c);
  const given = Buffer.from(sha256(bearerToken(c) ?? ''), 'hex');
  if (!timingSafeEqual(given, Buffer.from(sha256(expected), 'hex'))) {
    throw AppError.unauthorized();
  }
  c.header('Cache-Control', 'no-store');
  await next();
});
