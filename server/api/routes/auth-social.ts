import { socialLoginSchema } from '@/lib/schemas/auth';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { callbackPage } from '@/server/services/social/callback-page';
import { completeSocialLogin } from '@/server/services/social/complete-social-login';
import { listProviders } from '@/server/services/social/providers';
import { startSocialLogin } from '@/server/services/social/start-social-login';
import { clientIp, requestMeta, router } from '../env';
import { readBody } from '../validate';

/** Mounted at `/auth`. */
export const socialLogin = router()
  // PUT /auth/login — start a social login: answers the provider popup url
  .put('/login', async (c) => {
    await hitRateLimit(c.var.ctx, `social:ip:${clientIp(c)}`, LIMITS.loginByIp);
    const input = await readBody(c, socialLoginSchema);
    return c.json({ url: await startSocialLogin(c.var.ctx, input) });
  });

/** Mounted at `/api/v2/auth/social`. */
export const socialCallback = router()
  // GET /api/v2/auth/social/providers — the social buttons to show: id and name of each provider
  .get('/providers', (c) => {
    const providers = listProviders(c.var.ctx.config).map(({ id, name }) => ({ id, name }));
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ data: providers });
  })
  // GET /api/v2/auth/social/:provider/callback — the provider's redirect: posts the token to the opener
  .get('/:provider/callback', async (c) => {
    const outcome = await completeSocialLogin(
      c.var.ctx,
      c.req.param('provider'),
      c.req.query(),
      requestMeta(c),
    );
    return callbackPage(outcome);
  });
