import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { PROTECTION_STATES, type AccountState } from '@/lib/constants/account-states';
import type { accountStateAnswerSchema } from '@/lib/schemas/account-state';
import type { AppContext } from '@/server/app-context';
import { sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { recordAudit, type AuditActor } from '@/server/services/staff/audit';
import { accountAllows, stateAt } from '@/server/services/users/account-guard';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type AccountStateChange = {
  userId: number;
  state: AccountState;
  reason: string;
  actor: AuditActor;
  requestId?: string | null;
  address?: string | null;
};

/**
 * Staff block, close or reopen a player's account, in one transaction with its audit row (the
 * state before and after): the player's row is locked, so a bet or a payout that reads the state
 * under its share lock (`assertPlayerAllows`) either committed before or sees the new state. A
 * state that refuses signing in ends every session of the player at once; other instances stop
 * trusting their cached sessions within `SESSION_CACHE_S`. Setting the state the account is in
 * changes nothing and writes no row.
 */
export async function setAccountState(
  ctx: Ctx,
  change: AccountStateChange,
): Promise<z.input<typeof accountStateAnswerSchema>> {
  const now = ctx.clock.now();
  const answer = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        state: users.state,
        stateUntil: users.stateUntil,
        reason: users.stateReason,
        changedAt: users.stateChangedAt,
      })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    if (!before) throw AppError.of('not_found', 404);
    // A player's own time-out or self-exclusion: nobody ends it early, nor replaces it.
    if ((PROTECTION_STATES as readonly AccountState[]).includes(stateAt(before, now))) {
      throw AppError.of('exclusion_in_force', 409);
    }
    if (before.state === change.state) {
      return {
        user_id: change.userId,
        state: before.state,
        reason: before.reason,
        changed_at: before.changedAt?.toISOString() ?? null,
        sessions_ended: 0,
      };
    }
    await tx
      .update(users)
      .set({
        state: change.state,
        stateUntil: null,
        stateReason: change.reason,
        stateChangedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, change.userId));
    const ended = accountAllows(change.state, 'sign_in')
      ? []
      : await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, change.userId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
    await recordAudit(
      { db: tx, clock: ctx.clock },
      {
        action: 'players.state',
        actor: change.actor,
        targetType: 'players',
        targetId: String(change.userId),
        before: { state: before.state, reason: before.reason },
        after: { state: change.state, reason: change.reason, sessions_ended: ended.length },
        reason: change.reason,
        requestId: change.requestId,
        address: change.address,
      },
    );
    return {
      user_id: change.userId,
      state: change.state,
      reason: change.reason,
      changed_at: now.toISOString(),
      sessions_ended: ended.length,
    };
  });
  forgetSessions(ctx.db, change.userId);
  return answer;
}
