import { flagRegistration } from '@/server/services/aml/duplicate-flags';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import type { socialCallbackQuerySchema } from '@/lib/schemas/auth';
import type { AppContext } from '@/server/app-context';
import { oauthStates } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { track } from '@/server/services/analytics';
import { createSession, type RequestMeta } from '@/server/services/auth/create-session';
import { screenPlayer } from '@/server/services/protection/screen-register';
import { fetchIdentity } from './fetch-identity';
import { findProvider, providerEndpoints } from './providers';
import { resolveSocialAccount } from './resolve-social-account';
import { takeSignUpPromo } from './take-sign-up-promo';

/** What the popup tells the page that opened it, and that page's origin. */
export type SocialLoginOutcome = { origin: string } & (
  { token: string } | { error: 'social_login_failed' }
);

/**
 * The provider's redirect back: consumes the started attempt (once, within its lifetime), proves
 * the identity and signs the player in. Never throws: any failure is logged and answered as
 * `social_login_failed`, to the attempt's origin when known, else to the site's.
 */
export async function completeSocialLogin(
  ctx: AppContext,
  providerId: string,
  query: z.output<typeof socialCallbackQuerySchema>,
  meta: RequestMeta,
): Promise<SocialLoginOutcome> {
  let origin = new URL(ctx.config.siteUrl).origin;
  try {
    const { state, code, error } = query;
    if (!state) throw new Error('no state');
    const [attempt] = await ctx.db
      .delete(oauthStates)
      .where(eq(oauthStates.state, state))
      .returning();
    if (!attempt) throw new Error('unknown or already used state');
    origin = attempt.origin;
    if (attempt.provider !== providerId) throw new Error(`state belongs to ${attempt.provider}`);
    if (attempt.expiresAt <= ctx.clock.now()) throw new Error('state expired');
    if (error) throw new Error(`provider answered error=${error}`);
    if (!code) throw new Error('no code');

    const provider = findProvider(ctx.config, providerId);
    const endpoints = await providerEndpoints(ctx, provider);
    const identity = await fetchIdentity(ctx, provider, endpoints, {
      code,
      codeVerifier: attempt.codeVerifier,
      nonce: attempt.nonce,
    });
    const { userId, created } = await resolveSocialAccount(ctx, attempt, identity);
    // A new account sharing a mailbox or browser with another goes to the risk queue (issue 35).
    if (created) await flagRegistration(ctx, userId);
    if (created) {
      track(ANALYTICS_EVENTS.registration, userId, {
        method: 'social',
        provider: provider.id,
        currency: attempt.currency ?? 'RUB',
      });
      const barred = await screenPlayer(ctx, userId, 'registration');
      if (attempt.promo && !barred) await takeSignUpPromo(ctx, userId, attempt.promo);
    }
    return { origin, token: await createSession(ctx, userId, meta) };
  } catch (error) {
    log.warn('Social login failed', { provider: providerId.slice(0, 64), error });
    return { origin, error: 'social_login_failed' };
  }
}
