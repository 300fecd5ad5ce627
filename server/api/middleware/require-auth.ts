import { createMiddleware } from 'hono/factory';
import { authenticate } from '@/server/services/auth/authenticate';
import { bearerToken, type ApiEnv } from '../env';

/** 401 unless the bearer token names a live session; sets `c.var.auth`. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  c.set('auth', await authenticate(c.var.ctx, bearerToken(c)));
  await next();
});
