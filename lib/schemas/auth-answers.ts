// zod/mini only: the sign-in dialog asks for the social providers as it opens, and a classic
// schema here would bring all of classic zod to a guest's page (lib/zod/mini-api.ts).
import * as zm from '@/lib/zod/mini-api';

/**
 * The authentication calls' answers (spec §7), written with `zod/mini` (issue 41); `./auth.ts`
 * exports them with the field rules and the requests.
 */

/** A login, a registration or a password reset: the new session's token (spec §7). */
export const loginAnswerSchema = zm
  .object({
    success: zm.boolean(),
    token: zm.string(),
    /** The single sign-on link, when the deployment has one. */
    sso: zm.optional(zm.nullable(zm.string())),
  })
  .register(zm.globalRegistry, { id: 'Login' });

/** `POST /auth/refresh-token`: a new access token for the same session. */
export const refreshAnswerSchema = zm.object({ access_token: zm.string() });

export const socialProviderSchema = zm.object({ id: zm.string(), name: zm.string() });
export type SocialProvider = zm.infer<typeof socialProviderSchema>;

/** `GET /api/v2/auth/social/providers`: the configured social-login providers. */
export const socialProvidersAnswerSchema = zm.object({ data: zm.array(socialProviderSchema) });

/** `PUT /auth/login`: the provider's address the popup opens. */
export const socialLoginAnswerSchema = zm.object({ url: zm.string() });

/** `POST /api/v2/auth/password/{channel}/code/confirm`: a code traded for a reset token. */
export const resetTokenAnswerSchema = zm
  .object({ success: zm.boolean(), data: zm.object({ reset_token: zm.string() }) })
  .register(zm.globalRegistry, { id: 'ResetToken' });
