import { clientConfigAnswerSchema } from '@/lib/schemas/client-config';
import { router } from '../env';
import { operation } from '../operation';

/** Browsers may keep the answer a few minutes: it changes with a deployment's environment only. */
const CLIENT_CONFIG_CACHE = 'public, max-age=300';

export const clientConfig = router()
  // GET /client_config — the analytics key and consent rule, the support chat widget's scripts
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
        };
      },
    ),
  );
