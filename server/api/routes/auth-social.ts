import {
  socialCallbackQuerySchema,
  socialLoginAnswerSchema,
  socialLoginRequestSchema,
  socialProvidersAnswerSchema,
} from '@/lib/schemas/auth';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { callbackPage } from '@/server/services/social/callback-page';
import { completeSocialLogin } from '@/server/services/social/complete-social-login';
import { listProviders } from '@/server/services/social/providers';
import { startSocialLogin } from '@/server/services/social/start-social-login';
import { clientIp, pathParam, requestMeta, router } from '../env';
import { operation } from '../operation';

/** Mounted at `/auth`. */
export const socialLogin = router()
  // PUT /auth/login — start a social login: answers the provider popup url
  .put(
    '/login',
    operation(
      {
        summary: 'Start a social login; answers the provider\u2019s address for the popup',
        description:
          'With `token` the identity is linked to that player\u2019s account (401 when the token is not valid). An origin outside the site and its mirrors answers 400 `forbidden_origin`.',
        tags: ['auth'],
        body: socialLoginRequestSchema,
        answer: socialLoginAnswerSchema,
        errors: [401, 404, 429, 503],
      },
      async (c, { body }) => {
        await hitRateLimit(c.var.ctx, `social:ip:${clientIp(c)}`, LIMITS.socialLoginByIp);
        return { url: await startSocialLogin(c.var.ctx, body) };
      },
    ),
  );

/** Mounted at `/api/v2/auth/social`. */
export const socialCallback = router()
  // GET /api/v2/auth/social/providers — the social buttons to show: id and name of each provider
  .get(
    '/providers',
    operation(
      {
        summary: 'The social-login providers to show a button for',
        tags: ['auth'],
        answer: socialProvidersAnswerSchema,
      },
      (c) => {
        const providers = listProviders(c.var.ctx.config).map(({ id, name }) => ({ id, name }));
        c.header('Cache-Control', 'public, max-age=300');
        return { data: providers };
      },
    ),
  )
  // GET /api/v2/auth/social/{provider}/callback — the provider's redirect: posts the token to the opener
  .get(
    '/:provider/callback',
    operation(
      {
        summary: 'The provider\u2019s redirect back: a page that posts the token to the opener',
        description:
          'The page posts `{type: "social-login", token}` to the page that started the login and closes; a failed login answers the same page with status 400 and `error: "social_login_failed"`.',
        tags: ['auth'],
        query: socialCallbackQuerySchema,
        answer: 'html',
        errors: [400, 403],
        errorAnswer: 'html',
      },
      async (c, { query }) => {
        const outcome = await completeSocialLogin(
          c.var.ctx,
          pathParam(c, 'provider'),
          query,
          requestMeta(c),
        );
        return callbackPage(outcome);
      },
    ),
  );
