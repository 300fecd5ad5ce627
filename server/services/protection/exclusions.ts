import { and, eq } from 'drizzle-orm';
import type { AccountState } from '@/lib/constants/account-states';
import type { ClosureReason, SelfExclusionTerm, TimeoutTerm } from '@/lib/constants/protection';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, playerProtection, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { stateAt } from '@/server/services/users/account-guard';
import { exclusionEnd, reopenAt, reopenFrom, timeoutEnd } from './exclusion-terms';
import { lockProtection, recordProtectionEvent, writeState } from './protection-row';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** A change of the player's state under their locked row; then this process forgets their sessions. */
async function protect(
  ctx: Ctx,
  userId: number,
  change: (tx: Db, current: AccountState, now: Date) => Promise<void>,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { player } = await lockProtection(tx, userId, now);
    await change(tx, stateAt(player, now), now);
  });
  forgetSessions(ctx.db, userId);
}

/**
 * A time-out: no play, deposits or offers until its end, which nobody can bring forward; it
 * starts at once and signs the player out everywhere. The player may still sign in to see it and
 * be paid. Only from an active account (a running time-out or exclusion is a 409).
 */
export function takeTimeout(ctx: Ctx, userId: number, term: TimeoutTerm) {
  return protect(ctx, userId, async (tx, current, now) => {
    if (current !== 'active') throw AppError.of('protection_in_force', 409);
    const until = timeoutEnd(term, now);
    const reason = `player: time-out ${term}`;
    await writeState(tx, userId, { state: 'timed_out', until, reason, now }, { endSessions: true });
    await recordProtectionEvent(tx, {
      userId,
      action: 'timeout',
      details: { term, until: until.toISOString() },
      at: now,
    });
  });
}

/**
 * Self-exclusion (LCCP 3.5): at once, for 6 months to 5 years or indefinitely, signing the
 * player out everywhere; it cannot be shortened, and ends only when the player asks after the
 * term and the cooling-off has passed (`askToReopen`). Also from a running time-out, which it
 * outlasts.
 */
export function selfExclude(ctx: Ctx, userId: number, term: SelfExclusionTerm) {
  return protect(ctx, userId, async (tx, current, now) => {
    if (current !== 'active' && current !== 'timed_out') {
      throw AppError.of('protection_in_force', 409);
    }
    const ends = exclusionEnd(term, now);
    const reason = `player: self-exclusion ${term}`;
    await writeState(tx, userId, { state: 'self_excluded', reason, now }, { endSessions: true });
    await tx
      .update(playerProtection)
      .set({
        exclusionStartedAt: now,
        exclusionEndsAt: ends,
        exclusionIndefinite: ends === null,
        exclusionSource: 'player',
        reopenAskedAt: null,
        updatedAt: now,
      })
      .where(eq(playerProtection.userId, userId));
    await recordProtectionEvent(tx, {
      userId,
      action: 'self_exclusion',
      details: { term, ends_at: ends?.toISOString() ?? null },
      at: now,
    });
  });
}

/**
 * The player asks to end a self-exclusion whose term is over (an indefinite one after 6 months):
 * the account is active again after the cooling-off (a day; 7 days after an indefinite one).
 * 409 `reopen_not_allowed` before, without an exclusion, or when already asked.
 */
export async function askToReopen(ctx: Ctx, userId: number) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { protection, player } = await lockProtection(tx, userId, now);
    const from = reopenFrom(protection);
    if (
      player.state !== 'self_excluded' ||
      // The register's exclusion ends when the register clears the player, not on request.
      protection.exclusionSource === 'register' ||
      player.stateUntil ||
      !from ||
      from.getTime() > now.getTime()
    ) {
      throw AppError.of('reopen_not_allowed', 409);
    }
    const at = reopenAt(protection.exclusionIndefinite, now);
    await tx.update(users).set({ stateUntil: at, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(playerProtection)
      .set({ reopenAskedAt: now, updatedAt: now })
      .where(eq(playerProtection.userId, userId));
    await recordProtectionEvent(tx, {
      userId,
      action: 'reopen_asked',
      details: { reopens_at: at.toISOString() },
      at: now,
    });
  });
}

/**
 * The player closes the account, with a reason: nothing but payouts from then on, and signed out
 * everywhere. Real money still on the balance must be withdrawn first (409 `balance_remaining`);
 * payouts already asked for go out. Not while a time-out or exclusion runs.
 */
export function closeAccount(
  ctx: Ctx,
  userId: number,
  closure: { reason: ClosureReason; comment?: string },
) {
  return protect(ctx, userId, async (tx, current, now) => {
    if (current !== 'active') throw AppError.of('protection_in_force', 409);
    const accounts = await tx
      .select({ balance: ledgerAccounts.balance, pending: ledgerAccounts.pendingDebits })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'real')));
    if (accounts.some((account) => account.balance - account.pending > 0)) {
      throw AppError.of('balance_remaining', 409);
    }
    const reason = `player: ${closure.reason}`;
    await writeState(tx, userId, { state: 'closed', reason, now }, { endSessions: true });
    await recordProtectionEvent(tx, { userId, action: 'closed', details: { ...closure }, at: now });
  });
}
