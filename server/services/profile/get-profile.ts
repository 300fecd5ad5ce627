import type { AppContext } from '@/server/app-context';
import { flagDeviceMark } from '@/server/services/aml/duplicate-flags';
import { deviceMarks } from '@/server/db/schema';
import type { Auth } from '@/server/services/auth/authenticate';
import { signAccessToken } from '@/server/services/auth/tokens';
import { featuresOf } from '@/server/services/features/player-features';
import { profileBalances } from './profile-balances';
import { serializeUser } from './serialize-user';

/** A token with less than this share of its life left is replaced through `fresh_token`. */
const FRESH_TOKEN_SHARE = 0.25;

/**
 * The profile call (spec §3, §7): the user, features (the player's own flags and those of the
 * segments they match, `featuresOf`) and region, a `fresh_token` when the presented token is
 * near expiry, and `super_bonus`, this account's device mark. A mark the browser presents
 * (`whoAreYou`) is remembered with the account.
 */
export async function getProfile(ctx: AppContext, auth: Auth, whoAreYou: string | undefined) {
  const now = ctx.clock.now();
  const left = auth.tokenExpiresAt.getTime() - now.getTime();
  const freshToken =
    left < ctx.config.accessTokenTtlS * 1000 * FRESH_TOKEN_SHARE
      ? await signAccessToken(ctx, auth.session)
      : null;

  if (whoAreYou) {
    const [seen] = await ctx.db
      .insert(deviceMarks)
      .values({ userId: auth.user.id, mark: whoAreYou, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [deviceMarks.userId, deviceMarks.mark],
        set: { lastSeenAt: now },
      })
      .returning({ firstSeenAt: deviceMarks.firstSeenAt });
    // A device new to this account: does another account share it (issue 35)?
    if (seen && seen.firstSeenAt.getTime() === now.getTime()) {
      await flagDeviceMark(ctx, auth.user.id, whoAreYou);
    }
  }

  return {
    user: serializeUser(auth.user, await profileBalances(ctx, auth.user.id, auth.user.currency)),
    features: (await featuresOf(ctx, auth.user)).effective,
    region: auth.user.region,
    fresh_token: freshToken,
    super_bonus: auth.user.superBonus,
  };
}
