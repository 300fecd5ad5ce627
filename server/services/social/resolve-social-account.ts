import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { oauthStates, sessions, socialAccounts, users } from '@/server/db/schema';
import { createAccount } from '@/server/services/auth/register';
import type { SocialIdentity } from './fetch-identity';
import { forgetSessions } from '@/server/services/sessions/session-cache';

type Attempt = Pick<
  typeof oauthStates.$inferSelect,
  'provider' | 'linkUserId' | 'currency' | 'promo'
>;

/**
 * The account a provider identity signs in to: the one it is linked to; else the signed-in
 * player's who asked to link it; else the account holding the same e-mail, when the provider
 * vouches for it; else a new account. Answers the user id, and whether the account is new.
 */
export async function resolveSocialAccount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  attempt: Attempt,
  identity: SocialIdentity,
) {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [linked] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, attempt.provider),
          eq(socialAccounts.subject, identity.subject),
        ),
      )
      .limit(1);
    if (linked) return { userId: linked.userId, created: false };

    const existing = attempt.linkUserId ?? (await claimAccountByEmail(txCtx, identity));
    const userId = existing ?? (await createSocialAccount(txCtx, attempt, identity));
    await tx.insert(socialAccounts).values({
      provider: attempt.provider,
      subject: identity.subject,
      userId,
      email: identity.email,
      createdAt: ctx.clock.now(),
    });
    return { userId, created: existing === null };
  });
}

/**
 * The account registered with the provider-verified e-mail. If that account never confirmed
 * its e-mail, whoever registered it has not proven they own the address: the account could be
 * pre-registered by an attacker waiting for the owner to sign in. So its password, sessions and
 * other social links are dropped and the e-mail becomes confirmed; the owner keeps the account.
 */
async function claimAccountByEmail(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  identity: SocialIdentity,
) {
  if (!identity.email || !identity.emailVerified) return null;
  const [user] = await ctx.db
    .select({ id: users.id, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, identity.email))
    .limit(1);
  if (!user) return null;
  if (!user.isEmailVerified) {
    const now = ctx.clock.now();
    await ctx.db
      .update(users)
      .set({ isEmailVerified: true, passwordHash: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await ctx.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    forgetSessions(ctx.db, user.id);
    await ctx.db.delete(socialAccounts).where(eq(socialAccounts.userId, user.id));
  }
  return user.id;
}

async function createSocialAccount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  attempt: Attempt,
  identity: SocialIdentity,
) {
  const email = identity.emailVerified ? identity.email : null;
  const user = await createAccount(ctx, {
    method: 'social',
    email,
    emailVerified: email !== null,
    name: identity.name,
    imageSmall: identity.picture,
    currency: attempt.currency ?? 'RUB',
    attribution: attempt.promo ? { promo: attempt.promo } : {},
  });
  return user.id;
}
