import { eq } from 'drizzle-orm';
import type { Feature } from '@/lib/constants/features';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { recordAudit, type AuditActor } from '@/server/services/staff/audit';
import { playerFeaturesView } from './read-player-features';
import { knownFeatures } from './segments';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type PlayerFeaturesChange = {
  userId: number;
  features: readonly Feature[];
  actor: AuditActor;
  requestId?: string | null;
  address?: string | null;
};

/**
 * Staff replace a player's own feature flags, in one transaction with the audit row that keeps
 * the flags before and after. The player's cached sessions are forgotten, so the next profile
 * call answers the new flags (other instances within `SESSION_CACHE_S`, or at once by the bus).
 */
export async function setPlayerFeatures(ctx: Ctx, change: PlayerFeaturesChange) {
  const now = ctx.clock.now();
  const features = knownFeatures(change.features);
  const user = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ features: users.features })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    if (!before) throw AppError.of('not_found', 404);
    const [after] = await tx
      .update(users)
      .set({ features, updatedAt: now })
      .where(eq(users.id, change.userId))
      .returning();
    await recordAudit(
      { db: tx, clock: ctx.clock },
      {
        action: 'players.features',
        actor: change.actor,
        targetType: 'players',
        targetId: String(change.userId),
        before: { features: before.features },
        after: { features },
        requestId: change.requestId,
        address: change.address,
      },
    );
    return after!;
  });
  forgetSessions(ctx.db, change.userId);
  return playerFeaturesView(ctx, user);
}
