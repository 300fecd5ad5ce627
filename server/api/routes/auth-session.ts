import { refreshAnswerSchema, refreshRequestSchema } from '@/lib/schemas/auth';
import { successAnswerSchema } from '@/lib/schemas/common';
import { refreshAccessToken } from '@/server/services/auth/refresh-access-token';
import { revokeSession } from '@/server/services/auth/revoke-session';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { bearerToken, clientIp, router } from '../env';
import { operation } from '../operation';

export const session = router()
  // PUT /auth/logout — end this session; its tokens stop working
  .put(
    '/logout',
    operation(
      {
        summary: 'End this session; its tokens stop working, refresh included',
        tags: ['auth'],
        auth: 'bearer',
        answer: successAnswerSchema,
      },
      async (c) => {
        await revokeSession(c.var.ctx, c.var.auth.session.id);
        return { success: true };
      },
    ),
  )
  // POST /auth/refresh-token — a new access token while the session lives
  .post(
    '/refresh-token',
    operation(
      {
        summary: 'A new access token while the session lives',
        description:
          'The token, expired or not, comes as the bearer header or as `token` in the body. A tampered token or an ended session answers 401: the client then logs out.',
        tags: ['auth'],
        body: refreshRequestSchema,
        answer: refreshAnswerSchema,
        errors: [401, 403, 429],
      },
      async (c, { body }) => {
        await hitRateLimit(c.var.ctx, `refresh:ip:${clientIp(c)}`, LIMITS.refreshByIp);
        const accessToken = await refreshAccessToken(c.var.ctx, body.token ?? bearerToken(c));
        return { access_token: accessToken };
      },
    ),
  );
