import { randomUUID } from 'node:crypto';
import { SESSION_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { startProtectedSession } from '@/server/services/protection/reality-check';
import { screenPlayer } from '@/server/services/protection/screen-register';
import { assertPlayerAllows } from '@/server/services/users/account-guard';
import { flagSignIn } from '@/server/services/aml/country-flags';
import { visitorCountry } from '@/server/services/geo/locate-visitor';
import { signAccessToken } from './tokens';

/** Where a request came from, kept with the session for the player's device list. */
export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  /** The trusted proxy's country header, if any (else the IP table answers). */
  countryHeader?: string;
};

/**
 * Opens a 30-day session for the user and answers its first access token; every way of signing
 * in ends here, after its credentials were checked, so a blocked or closed account learns its
 * state only from someone who knew its password or code (403 `account_blocked`/`account_closed`).
 */
export async function createSession(
  ctx: Pick<AppContext, 'config' | 'clock' | 'fetch'> & { db: Db },
  userId: number,
  meta: RequestMeta,
) {
  // The national self-exclusion register is asked at every sign-in (it may exclude the account).
  await screenPlayer(ctx, userId, 'sign_in');
  await assertPlayerAllows(ctx.db, userId, 'sign_in', { now: ctx.clock.now() });
  const now = ctx.clock.now();
  const id = randomUUID();
  // A reality check counts from this sign-in; a session time limit ends the session early.
  const limitEnd = await startProtectedSession(ctx.db, userId, now);
  const fullTerm = addSeconds(now, SESSION_TTL_S);
  await ctx.db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt: limitEnd && limitEnd < fullTerm ? limitEnd : fullTerm,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    country: await visitorCountry({ ip: meta.ip, countryHeader: meta.countryHeader }),
  });
  // Sign-ins from many countries go to the risk queue (issue 35).
  await flagSignIn(ctx, userId);
  return signAccessToken(ctx, { id, userId });
}
