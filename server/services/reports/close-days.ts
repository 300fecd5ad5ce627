import { asc, desc, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { ledgerClosedDays, ledgerDayTotals, ledgerTransfers } from '@/server/db/schema';
import { DAY_MS, dayStart, isoDay, transferGroups } from './transfer-groups';

/**
 * A UTC day is closed this long after its midnight: a transfer takes its time when its
 * transaction writes it, so one that commits just after midnight is still in its day by then.
 */
export const CLOSE_MARGIN_MS = 10 * 60_000;
/** Days closed per run, oldest first (a database with history catches up over a few runs). */
const DAYS_PER_RUN = 31;

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The newest closed day, or null when none is. */
export async function lastClosedDay(ctx: Pick<AppContext, 'db'>): Promise<string | null> {
  const [row] = await ctx.db
    .select({ day: ledgerClosedDays.day })
    .from(ledgerClosedDays)
    .orderBy(desc(ledgerClosedDays.day))
    .limit(1);
  return row?.day ?? null;
}

/**
 * Sums each day that is over (and not yet summed) into `ledger_day_totals`, oldest first, from
 * the first transfer's day or the day after the last closed one. Each day is one transaction
 * that claims it in `ledger_closed_days` first, so two processes running this close it once.
 * Answers the days closed now.
 */
export async function closeLedgerDays(ctx: Ctx): Promise<string[]> {
  const last = await lastClosedDay(ctx);
  let day: string | null = last ? isoDay(new Date(dayStart(last).getTime() + DAY_MS)) : null;
  if (!day) {
    const [first] = await ctx.db
      .select({ at: ledgerTransfers.createdAt })
      .from(ledgerTransfers)
      .orderBy(asc(ledgerTransfers.id))
      .limit(1);
    if (!first) return [];
    day = isoDay(first.at);
  }
  // The newest day whose end is CLOSE_MARGIN_MS behind us.
  const closable = isoDay(new Date(ctx.clock.now().getTime() - CLOSE_MARGIN_MS - DAY_MS));
  const closed: string[] = [];
  while (day <= closable && closed.length < DAYS_PER_RUN) {
    const current = day;
    const done = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(ledgerClosedDays)
        .values({ day: current, transfers: 0, closedAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ day: ledgerClosedDays.day });
      if (!claimed) return false;
      const start = dayStart(current);
      const groups = await transferGroups({ db: tx }, start, new Date(start.getTime() + DAY_MS));
      if (groups.length > 0) {
        await tx.insert(ledgerDayTotals).values(
          groups.map((group) => ({
            day: current,
            currency: group.currency,
            prefix: group.prefix,
            kind: group.kind,
            debitSide: group.debit,
            creditSide: group.credit,
            amount: Number(group.amount),
            transfers: Number(group.transfers),
          })),
        );
      }
      await tx
        .update(ledgerClosedDays)
        .set({
          transfers: groups.reduce((total, group) => total + Number(group.transfers), 0),
        })
        .where(sql`${ledgerClosedDays.day} = ${current}`);
      return true;
    });
    if (done) closed.push(current);
    day = isoDay(new Date(dayStart(current).getTime() + DAY_MS));
  }
  return closed;
}
