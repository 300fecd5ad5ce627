import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AccountState } from '@/lib/constants/account-states';
import type { Db } from '@/server/db/client';
import { playerProtection, protectionEvents, sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/** Money movements the protection counts, as the ledger's trigger does (migration 0023). */
const COUNTED_KINDS = sql.raw(
  `('deposit', 'bet_stake', 'casino_bet', 'bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay', 'deposit:void', 'bet_stake:void', 'casino_bet:void')`,
);

/**
 * The player's protection row, locked for the caller's transaction, made on first use: a new
 * row copies the player's last 31 days of counted money into `player_activity`, so a limit set
 * now counts the deposits and stakes of the period already running. Answers the row and the
 * player's account (state and profile currency).
 */
export async function lockProtection(tx: Db, userId: number, now: Date) {
  const [player] = await tx
    .select({ currency: users.currency, state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!player) throw AppError.of('not_found', 404);
  const made = await tx
    .insert(playerProtection)
    .values({ userId, currency: player.currency, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: playerProtection.userId });
  if (made.length > 0) await copyActivity(tx, userId, now);
  const [row] = await tx
    .select()
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId))
    .for('update');
  return { protection: row!, player };
}

/** The player's counted money of the last 31 days from the ledger, per hour and currency. */
async function copyActivity(tx: Db, userId: number, now: Date) {
  const since = new Date(now.getTime() - 31 * 24 * 3600_000);
  await tx.execute(sql`
    insert into player_activity (user_id, currency, hour, deposits, stakes, returns)
    select ${userId}, t.currency, date_trunc('hour', t.created_at, 'UTC'),
      sum(case
        when t.kind = 'deposit' and t.settles_id is null and t.credit_account_id = a.id then t.amount
        when t.kind = 'deposit:void' then -t.amount
        else 0 end),
      sum(case
        when t.kind in ('bet_stake', 'casino_bet') and t.settles_id is null and t.debit_account_id = a.id then t.amount
        else 0 end),
      sum(case
        when t.kind in ('bet_stake:void', 'casino_bet:void') then t.amount
        when t.kind in ('bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay')
          then case when t.credit_account_id = a.id then t.amount else -t.amount end
        else 0 end)
    from ledger_accounts a
    join ledger_transfers t on t.debit_account_id = a.id or t.credit_account_id = a.id
    where a.user_id = ${userId} and a.kind = 'real'
      and t.created_at >= ${since.toISOString()}::timestamptz
      and t.kind in ${COUNTED_KINDS}
    group by t.currency, date_trunc('hour', t.created_at, 'UTC')
    on conflict do nothing`);
}

/** One line of the player's protection history (the player's and staff's view of it). */
export async function recordProtectionEvent(
  tx: Db,
  event: {
    userId: number;
    action: string;
    actor?: 'player' | 'register' | 'system';
    details?: Record<string, unknown>;
    at: Date;
  },
) {
  await tx.insert(protectionEvents).values({
    userId: event.userId,
    action: event.action,
    actor: event.actor ?? 'player',
    details: event.details ?? {},
    at: event.at,
  });
}

/**
 * Sets the player's state (its end, its reason) in the caller's transaction; `endSessions` also
 * revokes every session, for a state that starts at once.
 */
export async function writeState(
  tx: Db,
  userId: number,
  change: { state: AccountState; until?: Date | null; reason: string | null; now: Date },
  options: { endSessions?: boolean } = {},
) {
  await tx
    .update(users)
    .set({
      state: change.state,
      stateUntil: change.until ?? null,
      stateReason: change.reason,
      stateChangedAt: change.now,
      updatedAt: change.now,
    })
    .where(eq(users.id, userId));
  if (!options.endSessions) return;
  await tx
    .update(sessions)
    .set({ revokedAt: change.now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
