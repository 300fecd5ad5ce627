import { z } from 'zod';

/**
 * `GET /client_config`: what the browser needs of the operator's configuration that may change
 * without a new build (product analytics, the support chat widget). Read at run time on the
 * server, so one build serves every deployment.
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
});
export type ClientConfigAnswer = z.infer<typeof clientConfigAnswerSchema>;
