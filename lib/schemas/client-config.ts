import { GAME_SERVICES } from '@/lib/api/game-services';
// zod/mini only: a classic schema here would bring all of classic zod to every page.
import * as zm from '@/lib/zod/mini-api';

/**
 * `GET /client_config`: what the browser needs of the operator's configuration that may change
 * without a new build (product analytics, the support chat widget, the game services' bases).
 * Read at run time on the server, so one build serves every deployment. Every page asks for it,
 * so it is written with `zod/mini` (`lib/zod/mini-api.ts`).
 */
export const clientConfigAnswerSchema = zm.object({
  analytics: zm.object({
    /** PostHog's project key (public by design); null: analytics off. */
    key: zm.nullable(zm.string()),
    /** Whether nothing may be loaded or sent before the visitor opts in (spec §4). */
    consent_required: zm.boolean(),
  }),
  support_chat: zm.object({
    /** The chat widget's script (`SUPPORT_CHAT_SCRIPT_URL`); null: the contacts panel only. */
    script_url: zm.nullable(zm.string()),
    /** The widget for Kazakhstan (country KZ or the kz locale); null: `script_url`. */
    script_url_kz: zm.nullable(zm.string()),
  }),
  /**
   * The game services with a base of their own (`<SERVICE>_API_URL`, `<SERVICE>_API_PORT`), only
   * those: the URL, else the port on the main API's host. A service left out is the main API's
   * (all of them when the answer has no `services`, as an API older than the field answers).
   */
  services: zm._default(
    zm.partialRecord(
      zm.enum(GAME_SERVICES),
      zm.object({
        url: zm.optional(zm.string()),
        port: zm.optional(zm.int().check(zm.minimum(1), zm.maximum(65_535))),
      }),
    ),
    {},
  ),
  /**
   * The captcha's site key and the script that makes its tokens (reCAPTCHA v3's, or the
   * sandbox's path under the API base); null: the forms send no token (CAPTCHA=off).
   */
  // An API from before the captcha was checked answers none.
  captcha: zm._default(
    zm.nullable(zm.object({ site_key: zm.string(), script_url: zm.string() })),
    null,
  ),
});
export type ClientConfigAnswer = zm.infer<typeof clientConfigAnswerSchema>;
