import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { resetTokens, type Channel } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { randomToken, sha256 } from '@/server/lib/secrets';

type TokenContext = Pick<AppContext, 'clock'> & { db: Db };

/**
 * A new reset token for the user, valid `RESET_TOKEN_TTL_S`. Only its SHA-256 is stored: a
 * leaked table opens no account. `channel` is the contact the token proves.
 */
export async function issueResetToken(ctx: TokenContext, userId: number, channel: Channel) {
  const now = ctx.clock.now();
  const token = randomToken();
  await ctx.db.insert(resetTokens).values({
    tokenHash: sha256(token),
    userId,
    channel,
    createdAt: now,
    expiresAt: addSeconds(now, RESET_TOKEN_TTL_S),
  });
  return token;
}

const live = (ctx: TokenContext, token: string) =>
  and(
    eq(resetTokens.tokenHash, sha256(token)),
    isNull(resetTokens.usedAt),
    gt(resetTokens.expiresAt, ctx.clock.now()),
  );

/** The token's row while it is unused and unexpired, else null. */
export async function findResetToken(ctx: TokenContext, token: string) {
  const [row] = await ctx.db.select().from(resetTokens).where(live(ctx, token)).limit(1);
  return row ?? null;
}

/**
 * Uses the token up and answers its row, or null if it is unknown, used or expired. One
 * conditional update: of two concurrent uses exactly one gets the row.
 */
export async function useResetToken(ctx: TokenContext, token: string) {
  const [row] = await ctx.db
    .update(resetTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(live(ctx, token))
    .returning();
  return row ?? null;
}

/** After a reset: the user's other links and confirmed codes stop working too. */
export async function revokeResetTokens(ctx: TokenContext, userId: number) {
  await ctx.db
    .update(resetTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(resetTokens.userId, userId), isNull(resetTokens.usedAt)));
}
