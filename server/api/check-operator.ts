import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/server/lib/app-error';
import { sha256 } from '@/server/lib/secrets';
import { bearerToken, type ApiContext } from './env';
import { handleNotFound } from './errors';

/**
 * Operator endpoints: `Authorization: Bearer <OPERATOR_TOKEN>`, else 401. Without the variable
 * they do not exist: the answer is the 404 this returns. Digests are compared, so the time taken
 * says nothing of the token.
 */
export function checkOperator(c: ApiContext): Response | undefined {
  const expected = c.var.ctx.config.operatorToken;
  if (!expected) return handleNotFound(c);
  const given = Buffer.from(sha256(bearerToken(c) ?? ''), 'hex');
  if (!timingSafeEqual(given, Buffer.from(sha256(expected), 'hex'))) {
    throw AppError.unauthorized();
  }
  c.header('Cache-Control', 'no-store');
  return undefined;
}
