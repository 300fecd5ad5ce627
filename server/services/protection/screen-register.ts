import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { REGISTER_FRESH_S, REGISTER_RECHECK_HOURS } from '@/lib/constants/protection';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { playerProtection, users } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { stateAt } from '@/server/services/users/account-guard';
import { lockProtection, recordProtectionEvent, writeState } from './protection-row';
import { exclusionRegister, type RegisterPerson } from './register';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

/** When the player is asked about: registering, signing in, or the periodic recheck. */
export type ScreeningMoment = 'registration' | 'sign_in' | 'recheck';

/**
 * Asks the national self-exclusion register about the player and applies its answer: on the
 * register, an active (or timed-out) account becomes `self_excluded` by the register,
 * indefinitely, its sessions ended; cleared by the register, an exclusion the register made ends.
 * A player's own self-exclusion is never lifted here. A register that fails is logged and asked
 * again at the next recheck (the sign-in goes on). A sign-in right after a check (registration)
 * does not ask twice. Answers whether the register excludes the player now.
 */
export async function screenPlayer(ctx: Ctx, userId: number, moment: ScreeningMoment) {
  const register = exclusionRegister(ctx);
  if (!register) return false;
  const now = ctx.clock.now();
  const [player] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!player) return false;
  const [protection] = await ctx.db
    .select({ source: playerProtection.exclusionSource })
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId));
  const byRegister = player.state === 'self_excluded' && protection?.source === 'register';
  const fresh =
    player.registerCheckedAt &&
    now.getTime() - player.registerCheckedAt.getTime() < REGISTER_FRESH_S * 1000;
  if (moment === 'sign_in' && fresh) return byRegister;

  const [firstName = null, ...rest] = (player.name ?? '').trim().split(/\s+/).filter(Boolean);
  const person: RegisterPerson = {
    email: player.email,
    phone: player.phone,
    firstName,
    lastName: rest.length > 0 ? rest.join(' ') : null,
    birthDate: null,
    postcode: null,
  };
  const verdict = await register.check(person).catch((error: unknown) => {
    log.warn('Self-exclusion register failed; asked again at the next recheck', {
      register: register.name,
      moment,
      error,
    });
    return null;
  });
  if (verdict === null) return byRegister;

  const changed = await ctx.db.transaction(async (tx) => {
    const { player: locked, protection: row } = await lockProtectionIf(tx, userId, now, verdict);
    await tx.update(users).set({ registerCheckedAt: now }).where(eq(users.id, userId));
    if (!locked) return false;
    const current = stateAt(locked, now);
    if (verdict === 'excluded' && (current === 'active' || current === 'timed_out')) {
      const reason = `register: ${register.name}`;
      await writeState(tx, userId, { state: 'self_excluded', reason, now }, { endSessions: true });
      await tx
        .update(playerProtection)
        .set({
          exclusionStartedAt: now,
          exclusionEndsAt: null,
          exclusionIndefinite: true,
          exclusionSource: 'register',
          reopenAskedAt: null,
          updatedAt: now,
        })
        .where(eq(playerProtection.userId, userId));
      await recordProtectionEvent(tx, {
        userId,
        action: 'register_exclusion',
        actor: 'register',
        details: { register: register.name, moment },
        at: now,
      });
      return true;
    }
    if (
      verdict === 'clear' &&
      locked.state === 'self_excluded' &&
      row?.exclusionSource === 'register'
    ) {
      await writeState(tx, userId, { state: 'active', reason: null, now });
      await recordProtectionEvent(tx, {
        userId,
        action: 'register_cleared',
        actor: 'register',
        details: { register: register.name },
        at: now,
      });
      return true;
    }
    return false;
  });
  if (changed) forgetSessions(ctx.db, userId);
  return verdict === 'excluded' || (byRegister && verdict !== 'clear');
}

/** The protection row is made only when the register's answer may change the account. */
async function lockProtectionIf(
  tx: Db,
  userId: number,
  now: Date,
  verdict: 'excluded' | 'clear' | 'unknown',
) {
  if (verdict === 'unknown') return { player: null, protection: null };
  const [existing] = await tx
    .select({ source: playerProtection.exclusionSource })
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId));
  if (verdict === 'clear' && existing?.source !== 'register')
    return { player: null, protection: null };
  return lockProtection(tx, userId, now);
}

/**
 * The periodic recheck: players not asked for `REGISTER_RECHECK_HOURS` (never-asked first),
 * `batch` at a time; closed accounts are left alone. Answers how many were asked.
 */
export async function recheckRegister(ctx: Ctx, batch = 500) {
  if (!exclusionRegister(ctx)) return 0;
  const due = new Date(ctx.clock.now().getTime() - REGISTER_RECHECK_HOURS * 3600_000);
  const players = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.state, 'closed'),
        or(isNull(users.registerCheckedAt), lt(users.registerCheckedAt, due)),
      ),
    )
    .orderBy(sql`${users.registerCheckedAt} asc nulls first`)
    .limit(batch);
  for (const player of players) await screenPlayer(ctx, player.id, 'recheck');
  return players.length;
}
