import { randomUUID } from 'node:crypto';
import { SESSION_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { signAccessToken } from './tokens';

/** Where a request came from, kept with the session for the player's device list. */
export type RequestMeta = { ip: string; userAgent: string | null };

/** Opens a 30-day session for the user and answers its first access token. */
export async function createSession(
  ctx: Pick<AppContext, 'config' | 'clock'> & { db: Db },
  userId: number,
  meta: RequestMeta,
) {
  const now = ctx.clock.now();
  const id = randomUUID();
  await ctx.db.insert(sessions).values({
    id,
    userId,
    createdAt: now,
    expiresAt: addSeconds(now, SESSION_TTL_S),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return signAccessToken(ctx, { id, userId });
}
