import { lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { socialLoginRequestSchema } from '@/lib/schemas/auth';
import { SOCIAL_LOGIN_STATE_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import { oauthStates } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { addSeconds } from '@/server/lib/clock';
import { log } from '@/server/lib/log';
import { randomToken } from '@/server/lib/secrets';
import { authenticate } from '@/server/services/auth/authenticate';
import { pkceChallenge } from './pkce';
import { callbackUrl, findProvider, providerEndpoints } from './providers';

/**
 * `PUT /auth/login` (spec §7): remembers the attempt (state, PKCE verifier, nonce, where to
 * answer) and answers the provider's authorization address for the popup. With a player's
 * token the identity will be linked to that account.
 */
export async function startSocialLogin(
  ctx: AppContext,
  input: z.output<typeof socialLoginRequestSchema>,
) {
  if (!ctx.config.allowedOrigins.includes(input.origin)) {
    throw AppError.of('forbidden_origin', 400);
  }
  const provider = findProvider(ctx.config, input.provider);
  const linkUserId = input.token ? (await authenticate(ctx, input.token)).user.id : null;

  const endpoints = await providerEndpoints(ctx, provider).catch((error: unknown) => {
    log.warn('Social login provider unavailable', { provider: provider.id, error });
    throw AppError.of('social_login_failed', 503);
  });

  const now = ctx.clock.now();
  const state = randomToken();
  const codeVerifier = randomToken();
  const nonce = randomToken();
  // Abandoned attempts are swept here rather than by a job.
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await ctx.db.insert(oauthStates).values({
    state,
    provider: provider.id,
    codeVerifier,
    nonce,
    origin: input.origin,
    currency: input.currency ?? null,
    promo: input.promo || null,
    linkUserId,
    expiresAt: addSeconds(now, SOCIAL_LOGIN_STATE_TTL_S),
  });

  const url = new URL(endpoints.authorization);
  const params = {
    response_type: 'code',
    client_id: provider.client_id,
    redirect_uri: callbackUrl(ctx.config, provider.id),
    scope: provider.scope,
    state,
    nonce,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
