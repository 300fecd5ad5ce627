import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { VIP_SCORE_LAG_MS } from '@/lib/constants/vip';
import type { AppContext } from '@/server/app-context';
import { bonusTemplates, vipJobMarks, vipRewards } from '@/server/db/schema';
import { creditBonus } from '@/server/services/bonus/credit-bonus';
import { rowsOf, transfer } from '@/server/services/ledger/transfer';
import { readLadder } from './ladder';
import { lockVipJobs } from './score-vip';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the ISO week `at` falls in. */
export function weekStart(at: Date) {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - weekday * DAY_MS);
}

/** The ISO week of a Monday, `2026-W48`. */
export function isoWeek(monday: Date) {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

type Loss = { user_id: number; currency: Currency; loss: string; level: number | null };

/** Each player's net loss (Σ stake − Σ payout) per currency over `[start, end)`, when positive. */
const weekLosses = (start: Date, end: Date) => sql`
  select s.user_id, s.currency, (sum(s.stake) - sum(s.payout))::text as loss, p.level
    from settled_bets s
    join users u on u.id = s.user_id and u.state = 'active'
    left join vip_players p on p.user_id = s.user_id
   where s.settled_at >= ${start.toISOString()}::timestamptz
     and s.settled_at < ${end.toISOString()}::timestamptz
   group by s.user_id, s.currency, p.level
  having sum(s.stake) > sum(s.payout)`;

/** Pays one player's cashback of one week and currency, once per ledger key. */
async function payCashback(ctx: Ctx, row: Loss, amount: number, week: string) {
  const { user_id: userId, currency } = row;
  const key = `vip:cashback:${userId}:${week}:${currency}`;
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const templates = await tx
      .select()
      .from(bonusTemplates)
      .where(and(eq(bonusTemplates.kind, 'cashback'), eq(bonusTemplates.active, true)))
      .orderBy(bonusTemplates.id);
    const template = templates.find((candidate) => candidate.currencies[currency]);
    const [reward] = await tx
      .insert(vipRewards)
      .values({
        userId,
        kind: 'cashback',
        key,
        currency,
        amount,
        money: template ? 'bonus' : 'real',
        week,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: vipRewards.id });
    if (!reward) return;
    if (template) {
      await creditBonus(txCtx, {
        userId,
        currency,
        templateId: template.id,
        key,
        source: 'operator',
        amount,
        reason: `VIP weekly cashback ${week}`,
      });
      return;
    }
    await transfer(txCtx, {
      key,
      kind: 'vip_cashback',
      debit: { owner: 'house', currency },
      credit: { owner: 'user', userId, currency, kind: 'real' },
      amount,
      currency,
      metadata: { week },
    });
  });
}

/**
 * The weekly cashback: once an ISO week (Monday 00:00 UTC to the next) has ended, plus the
 * scorer's lag, each player's net loss over its settled bets, per currency, times the
 * `cashback_bp` of their tier when it is paid. Paid as bonus money through the operator's
 * active `cashback` template when one offers the currency, else as real money; key
 * `vip:cashback:<user>:<ISO week>:<currency>`
 * (a `vip_rewards` row with that key and the transfer or grant in one transaction per payment),
 * so a week is paid once per player even when the job stops halfway and runs again. Zero
 * amounts are skipped. Answers the weeks paid.
 */
export async function payWeeklyCashback(ctx: Ctx): Promise<string[]> {
  const now = ctx.clock.now();
  const lastEnded = new Date(
    weekStart(new Date(now.getTime() - VIP_SCORE_LAG_MS)).getTime() - WEEK_MS,
  );
  const weeks = await ctx.db.transaction(async (tx) => {
    if (!(await lockVipJobs(tx))) return [];
    const [mark] = await tx.select().from(vipJobMarks).where(eq(vipJobMarks.job, 'cashback'));
    const first = mark ? new Date(mark.mark.getTime() + WEEK_MS) : lastEnded;
    const due: Date[] = [];
    for (let week = first; week <= lastEnded; week = new Date(week.getTime() + WEEK_MS)) {
      due.push(week);
    }
    return due;
  });
  const paid: string[] = [];
  for (const start of weeks) {
    const week = isoWeek(start);
    const ladder = await readLadder(ctx.db);
    const losses = rowsOf<Loss>(
      await ctx.db.execute(weekLosses(start, new Date(start.getTime() + WEEK_MS))),
    );
    for (const row of losses) {
      const bp = ladder.rates(row.level ?? 1).cashbackBp;
      const amount = Math.floor((Number(row.loss) * bp) / 10_000);
      if (amount > 0) await payCashback(ctx, row, amount, week);
    }
    await ctx.db
      .insert(vipJobMarks)
      .values({ job: 'cashback', mark: start })
      .onConflictDoUpdate({ target: vipJobMarks.job, set: { mark: start } });
    paid.push(week);
  }
  return paid;
}
