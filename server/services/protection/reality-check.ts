import { and, eq, sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { realityCheckAnswerSchema } from '@/lib/schemas/protection';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { playerLimits, playerProtection } from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import type { z } from 'zod';
import { lockProtection, recordProtectionEvent } from './protection-row';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/**
 * Turns reality checks on (every `minutes` of a session, counted from now) or off (`null`).
 * The server owns the timer: a stake at or after `reality_due_at` is refused by the ledger's
 * trigger, in every product, until the player answers (`answerRealityCheck`).
 */
export async function setRealityCheck(ctx: Ctx, userId: number, minutes: number | null) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockProtection(tx, userId, now);
    await tx
      .update(playerProtection)
      .set({
        realityMinutes: minutes,
        sessionStartedAt: minutes ? now : null,
        realityDueAt: minutes ? minutesFrom(now, minutes) : null,
        updatedAt: now,
      })
      .where(eq(playerProtection.userId, userId));
    await recordProtectionEvent(tx, {
      userId,
      action: 'reality_check_set',
      details: { minutes },
      at: now,
    });
  });
}

/**
 * A new session of the player (every sign-in, in the sign-in's transaction): the reality check
 * counts from now, and the session's end under a session time limit. Answers that end, or null.
 */
export async function startProtectedSession(
  db: Db,
  userId: number,
  now: Date,
): Promise<Date | null> {
  await db
    .update(playerProtection)
    .set({
      sessionStartedAt: now,
      realityDueAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${playerProtection.realityMinutes})`,
    })
    .where(
      and(eq(playerProtection.userId, userId), sql`${playerProtection.realityMinutes} is not null`),
    );
  const [limit] = await db
    .select({ minutes: playerLimits.amount })
    .from(playerLimits)
    .where(and(eq(playerLimits.userId, userId), eq(playerLimits.kind, 'session')));
  return limit ? minutesFrom(now, limit.minutes) : null;
}

/** What the session has staked and had back, real money in the protection's currency. */
export async function realitySummary(
  ctx: Ctx,
  userId: number,
): Promise<z.input<typeof realityCheckAnswerSchema>> {
  const now = ctx.clock.now();
  const [protection] = await ctx.db
    .select()
    .from(playerProtection)
    .where(eq(playerProtection.userId, userId));
  const started = protection?.sessionStartedAt ?? null;
  const totals = started
    ? rowsOf<{ staked: string | number; returned: string | number }>(
        await ctx.db.execute(sql`
          select
            coalesce(sum(case when t.debit_account_id = a.id and t.settles_id is null
                               and t.kind in ('bet_stake', 'casino_bet') then t.amount else 0 end), 0) as staked,
            coalesce(sum(case
              when t.kind in ('bet_stake:void', 'casino_bet:void') then t.amount
              when t.kind in ('bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay')
                then case when t.credit_account_id = a.id then t.amount else -t.amount end
              else 0 end), 0) as returned
          from ledger_accounts a
          join ledger_transfers t on t.debit_account_id = a.id or t.credit_account_id = a.id
          where a.user_id = ${userId} and a.kind = 'real' and a.currency = ${protection!.currency}
            and t.created_at >= ${started.toISOString()}::timestamptz`),
      )[0]!
    : { staked: 0, returned: 0 };
  const staked = Number(totals.staked);
  const returned = Number(totals.returned);
  return {
    session_started_at: started?.toISOString() ?? null,
    elapsed_s: started ? Math.max(0, Math.round((now.getTime() - started.getTime()) / 1000)) : 0,
    staked: toMajor(staked),
    returned: toMajor(returned),
    net: toMajor(returned - staked),
    currency: protection?.currency ?? 'RUB',
    due_at: protection?.realityMinutes ? (protection.realityDueAt?.toISOString() ?? null) : null,
  };
}

/**
 * The player answered the reality check and plays on: the next one falls due an interval from
 * now. Answers the session's figures as they stood, with the next check's time. Without reality
 * checks it changes nothing.
 */
export async function answerRealityCheck(ctx: Ctx, userId: number) {
  const summary = await realitySummary(ctx, userId);
  const now = ctx.clock.now();
  const [answered] = await ctx.db
    .update(playerProtection)
    .set({
      realityDueAt: sql`${now.toISOString()}::timestamptz + make_interval(mins => ${playerProtection.realityMinutes})`,
      updatedAt: now,
    })
    .where(
      and(eq(playerProtection.userId, userId), sql`${playerProtection.realityMinutes} is not null`),
    )
    .returning({ dueAt: playerProtection.realityDueAt });
  return { ...summary, due_at: answered?.dueAt?.toISOString() ?? summary.due_at };
}
