import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSessions } from '@/server/services/sessions/session-cache';

/**
 * Development only: moves one player's protection clock `hours` into the future, by moving
 * every time it keeps into the past by as much: a waiting limit change, the reality check, a
 * self-exclusion's term and reopening, a time-out's end, and the hours of counted money. The
 * ledger and the sessions do not move. It is how an e2e sees 24 hours go by without waiting.
 */
export async function travelProtection(ctx: Pick<AppContext, 'db'>, email: string, hours: number) {
  const [player] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!player) throw AppError.of('not_found', 404);
  const shift = sql`make_interval(hours => ${hours}::int)`;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`update users set state_until = state_until - ${shift} where id = ${player.id}`,
    );
    await tx.execute(
      sql`update player_limits set pending_from = pending_from - ${shift} where user_id = ${player.id}`,
    );
    await tx.execute(sql`
      update player_protection set
        session_started_at = session_started_at - ${shift},
        reality_due_at = reality_due_at - ${shift},
        exclusion_started_at = exclusion_started_at - ${shift},
        exclusion_ends_at = exclusion_ends_at - ${shift},
        reopen_asked_at = reopen_asked_at - ${shift},
        reviewed_at = reviewed_at - ${shift}
      where user_id = ${player.id}`);
    // Deleted and written back: moving primary keys in place could meet a row not moved yet.
    await tx.execute(sql`
      with moved as (delete from player_activity where user_id = ${player.id} returning *)
      insert into player_activity (user_id, currency, hour, deposits, stakes, returns)
      select user_id, currency, hour - ${shift}, deposits, stakes, returns from moved`);
  });
  forgetSessions(ctx.db, player.id);
  return { user_id: player.id, hours };
}
