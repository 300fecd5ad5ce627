import { z } from '@/lib/zod';
import { GAME_SERVICES } from '@/lib/api/game-services';

/**
 * `GET /client_config`: what the browser needs of the operator's configuration that may change
 * without a new build (product analytics, the support chat widget, the game services' bases).
 * Read at run time on the server, so one build serves every deployment.
 */
export const clientConfigAnswerSchema = z.object({
  analytics: z.object({
    /** PostHog's project key (public by design); null: analytics off. */
    key: z.string().nullable(),
    /** Whether nothing may be loaded or sent before the visitor opts in (spec §4). */
    consent_required: z.boolean(),
  }),
  support_chat: z.object({
    /** The chat widget's script (`SUPPORT_CHAT_SCRIPT_URL`); null: the contacts panel only. */
    script_url: z.string().nullable(),
    /** The widget for Kazakhstan (country KZ or the kz locale); null: `script_url`. */
    script_url_kz: z.string().nullable(),
  }),
  /**
   * The game services with a base of their own (`<SERVICE>_API_URL`, `<SERVICE>_API_PORT`), only
   * those: the URL, else the port on the main API's host. A service left out is the main API's
   * (all of them when the answer has no `services`, as an API older than the field answers).
   */
  services: z
    .partialRecord(
      z.enum(GAME_SERVICES),
      z.object({
        url: z.string().optional(),
        port: z.number().int().min(1).max(65_535).optional(),
      }),
    )
    .default({}),
  /**
   * The captcha's site key and the script that makes its tokens (reCAPTCHA v3's, or the
   * sandbox's path under the API base); null: the forms send no token (CAPTCHA=off).
   */
  captcha: z
    .object({ site_key: z.string(), script_url: z.string() })
    .nullable()
    // An API from before the captcha was checked answers none.
    .default(null),
});
export type ClientConfigAnswer = z.infer<typeof clientConfigAnswerSchema>;
