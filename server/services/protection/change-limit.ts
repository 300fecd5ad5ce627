import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMIT_INCREASE_DELAY_S } from '@/lib/constants/protection';
import type { LimitRequest } from '@/lib/schemas/protection';
import type { AppContext } from '@/server/app-context';
import { playerLimits, playerProtection, sessions, type PlayerLimit } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { lockProtection, recordProtectionEvent } from './protection-row';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type LimitRef = Pick<PlayerLimit, 'kind' | 'period'>;

const limitWhere = (userId: number, ref: LimitRef) =>
  and(
    eq(playerLimits.userId, userId),
    eq(playerLimits.kind, ref.kind),
    eq(playerLimits.period, ref.period),
  );

/**
 * Sets, lowers, raises or removes one limit (UKGC RTS 12D): a new or lower limit applies at once
 * (a lower session limit shortens the live sessions, leaving at least a minute for the
 * warning); a raise or a removal waits `LIMIT_INCREASE_DELAY_S` and then the player's
 * confirmation (`confirmLimit`), and asking again restarts the wait. Every change is a line of
 * the player's protection history, and counts as a review of the limits.
 */
export async function setLimit(ctx: Ctx, userId: number, request: LimitRequest) {
  const now = ctx.clock.now();
  const shortened = await ctx.db.transaction(async (tx) => {
    await lockProtection(tx, userId, now);
    await tx
      .update(playerProtection)
      .set({ reviewedAt: now, updatedAt: now })
      .where(eq(playerProtection.userId, userId));
    const [current] = await tx.select().from(playerLimits).where(limitWhere(userId, request));
    const ref = { kind: request.kind, period: request.period };
    if (request.amount === null) {
      if (!current) return false;
      await tx
        .update(playerLimits)
        .set({
          pendingAmount: null,
          pendingRemoval: true,
          pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_S * 1000),
          updatedAt: now,
        })
        .where(limitWhere(userId, ref));
      await recordProtectionEvent(tx, {
        userId,
        action: 'limit_removal_asked',
        details: { ...ref, amount: current.amount },
        at: now,
      });
      return false;
    }
    if (!current || request.amount <= current.amount) {
      await tx
        .insert(playerLimits)
        .values({ userId, ...ref, amount: request.amount, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [playerLimits.userId, playerLimits.kind, playerLimits.period],
          set: {
            amount: request.amount,
            pendingAmount: null,
            pendingRemoval: false,
            pendingFrom: null,
            updatedAt: now,
          },
        });
      await recordProtectionEvent(tx, {
        userId,
        action: current ? 'limit_decreased' : 'limit_set',
        details: { ...ref, before: current?.amount ?? null, amount: request.amount },
        at: now,
      });
      if (request.kind !== 'session') return false;
      await tx
        .update(sessions)
        .set({
          expiresAt: sql`least(${sessions.expiresAt}, greatest(${sessions.createdAt} + make_interval(mins => ${request.amount}::int), ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz))`,
        })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return true;
    }
    await tx
      .update(playerLimits)
      .set({
        pendingAmount: request.amount,
        pendingRemoval: false,
        pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_S * 1000),
        updatedAt: now,
      })
      .where(limitWhere(userId, ref));
    await recordProtectionEvent(tx, {
      userId,
      action: 'limit_raise_asked',
      details: { ...ref, before: current.amount, amount: request.amount },
      at: now,
    });
    return false;
  });
  if (shortened) forgetSessions(ctx.db, userId);
}

/** Applies a waiting raise or removal once its wait is over: 409 before, or with none waiting. */
export async function confirmLimit(ctx: Ctx, userId: number, ref: LimitRef) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockProtection(tx, userId, now);
    const [current] = await tx.select().from(playerLimits).where(limitWhere(userId, ref));
    if (!current?.pendingFrom || (!current.pendingRemoval && current.pendingAmount === null)) {
      throw AppError.of('limit_not_pending', 409);
    }
    if (current.pendingFrom.getTime() > now.getTime()) throw AppError.of('limit_not_ready', 409);
    if (current.pendingRemoval) {
      await tx.delete(playerLimits).where(limitWhere(userId, ref));
    } else {
      await tx
        .update(playerLimits)
        .set({
          amount: current.pendingAmount!,
          pendingAmount: null,
          pendingFrom: null,
          updatedAt: now,
        })
        .where(limitWhere(userId, ref));
    }
    await recordProtectionEvent(tx, {
      userId,
      action: current.pendingRemoval ? 'limit_removed' : 'limit_raised',
      details: {
        kind: ref.kind,
        period: ref.period,
        before: current.amount,
        amount: current.pendingAmount,
      },
      at: now,
    });
  });
}

/** Drops a waiting raise or removal; the limit in force stays. 409 with none waiting. */
export async function cancelLimitChange(ctx: Ctx, userId: number, ref: LimitRef) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockProtection(tx, userId, now);
    const [current] = await tx.select().from(playerLimits).where(limitWhere(userId, ref));
    if (!current?.pendingFrom) throw AppError.of('limit_not_pending', 409);
    await tx
      .update(playerLimits)
      .set({ pendingAmount: null, pendingRemoval: false, pendingFrom: null, updatedAt: now })
      .where(limitWhere(userId, ref));
    await recordProtectionEvent(tx, {
      userId,
      action: 'limit_change_cancelled',
      details: { kind: ref.kind, period: ref.period },
      at: now,
    });
  });
}

/** The player looked at their limits and kept them (the 6-monthly review, the first prompt). */
export async function markLimitsReviewed(ctx: Ctx, userId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockProtection(tx, userId, now);
    await tx
      .update(playerProtection)
      .set({ reviewedAt: now, updatedAt: now })
      .where(eq(playerProtection.userId, userId));
    await recordProtectionEvent(tx, { userId, action: 'limits_reviewed', at: now });
  });
}
