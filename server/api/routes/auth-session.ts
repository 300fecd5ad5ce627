import { refreshAccessToken } from '@/server/services/auth/refresh-access-token';
import { revokeSession } from '@/server/services/auth/revoke-session';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { z } from 'zod';
import { bearerToken, clientIp, router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readBody } from '../validate';

/** The token may come as the bearer header (the usual case) or in the body. */
const refreshSchema = z.strictObject({ token: z.string().max(2048).optional() });

export const session = router()
  // PUT /auth/logout — end this session; its tokens stop working
  .put('/logout', requireAuth, async (c) => {
    await revokeSession(c.var.ctx, c.var.auth.session.id);
    return c.json({ success: true });
  })
  // POST /auth/refresh-token — a new access token while the session lives
  .post('/refresh-token', async (c) => {
    await hitRateLimit(c.var.ctx, `refresh:ip:${clientIp(c)}`, LIMITS.refreshByIp);
    const { token } = await readBody(c, refreshSchema);
    const accessToken = await refreshAccessToken(c.var.ctx, token ?? bearerToken(c));
    return c.json({ access_token: accessToken });
  });
