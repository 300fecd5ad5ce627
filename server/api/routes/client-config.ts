import type { ServiceBases } from '@/lib/api/game-services';
import { clientConfigAnswerSchema } from '@/lib/schemas/client-config';
import { router } from '../env';
import { operation } from '../operation';

/** Browsers may keep the answer a few minutes: it changes with a deployment's environment only. */
const CLIENT_CONFIG_CACHE = 'public, max-age=300';

/** What the browser needs of each service's base: its URL when it has one, else its port. */
function browserServices(services: ServiceBases): ServiceBases {
  return Object.fromEntries(
    Object.entries(services).map(([service, { url, port }]) => [service, url ? { url } : { port }]),
  );
}

export const clientConfig = router()
  // GET /client_config — analytics, the support chat widget's scripts, the captcha's site key
  .get(
    '/',
    operation(
      {
        summary: 'The analytics key and consent rule, the support chat widget\u2019s scripts',
        tags: ['config'],
        answer: clientConfigAnswerSchema,
      },
      async (c) => {
        c.header('Cache-Control', CLIENT_CONFIG_CACHE);
        const { config } = c.var.ctx;
        return {
          analytics: {
            key: config.analytics?.key ?? null,
            consent_required: config.client.analyticsConsentRequired,
          },
          support_chat: {
            script_url: config.client.supportChat.scriptUrl,
            script_url_kz: config.client.supportChat.scriptUrlKz,
          },
          services: browserServices(config.gameServices),
          captcha: config.captcha && {
            site_key: config.captcha.siteKey,
            script_url: config.captcha.scriptUrl,
          },
        };
      },
    ),
  );
