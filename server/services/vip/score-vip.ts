import { eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { VIP_PREMIUM_TIER, VIP_SCORE_LAG_MS, VIP_TIER_FIRST_LEVEL } from '@/lib/constants/vip';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { users, vipJobMarks, vipPlayers, vipRakeback, vipRewards } from '@/server/db/schema';
import { rowsOf, transfer } from '@/server/services/ledger/transfer';
import { edgeBpSql } from './edges';
import { readLadder, type Ladder } from './ladder';
import { fromBase } from './rates';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The advisory lock the VIP jobs run under: one process at a time. */
export const VIP_LOCK = 7_210_022;

/** Takes the VIP jobs' lock for this transaction; false when another process holds it. */
export async function lockVipJobs(tx: Db) {
  const [lock] = rowsOf<{ locked: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(${VIP_LOCK}) as locked`),
  );
  return Boolean(lock?.locked);
}

type Scored = {
  user_id: number;
  currency: Currency;
  points: string;
  /** Σ stake × edge_bp, minor units × 10⁴. */
  edge_e4: string;
};

/**
 * Each player's points and house edge of the bets settled in `(from, to]`, per currency:
 * `points = ⌊stake in base minor units × edge_bp / 10⁴⌋` per bet (one point per 1 ₽ staked at
 * a 1 % edge). Blocked players earn nothing.
 */
const scoredBets = (from: Date, to: Date) => sql`
  select b.user_id, b.currency, sum(b.points)::text as points, sum(b.edge_e4)::text as edge_e4
    from (
      select s.user_id, s.currency,
             floor(floor(s.stake::numeric * r.to_base_e8 / 100000000) * ${edgeBpSql()} / 10000) as points,
             s.stake::numeric * ${edgeBpSql()} as edge_e4
        from settled_bets s
        join users u on u.id = s.user_id and u.state = 'active'
        join exchange_rates r on r.currency = s.currency
        left join casino_games g on s.product in ('slots', 'live_casino', 'table') and g.slug = s.game
       where s.settled_at > ${from.toISOString()}::timestamptz
         and s.settled_at <= ${to.toISOString()}::timestamptz
    ) b
   group by b.user_id, b.currency`;

/**
 * Pays each level a player has just reached its bonus, real money without wagering, from the
 * house in the player's currency: ledger key `vip:levelup:<user>:<level>`, once per level
 * whatever runs twice.
 */
async function payLevelUps(ctx: Ctx, ladder: Ladder, userId: number, from: number, to: number) {
  const [user] = await ctx.db
    .select({ currency: users.currency })
    .from(users)
    .where(eq(users.id, userId));
  const now = ctx.clock.now();
  for (let level = from + 1; level <= to; level += 1) {
    const base = ladder.levels.find((row) => row.level === level)?.bonus ?? 0;
    const amount = await fromBase(ctx.db, base, user!.currency);
    if (amount <= 0) continue;
    const key = `vip:levelup:${userId}:${level}`;
    const [reward] = await ctx.db
      .insert(vipRewards)
      .values({
        userId,
        kind: 'levelup',
        key,
        currency: user!.currency,
        amount,
        level,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: vipRewards.id });
    if (!reward) continue;
    await transfer(ctx, {
      key,
      kind: 'vip_levelup',
      debit: { owner: 'house', currency: user!.currency },
      credit: { owner: 'user', userId, currency: user!.currency, kind: 'real' },
      amount,
      currency: user!.currency,
      metadata: { level },
    });
  }
}

/**
 * Scores the bets settled since the watermark and older than `VIP_SCORE_LAG_MS` (a bet whose
 * transaction commits late is still ahead of the watermark), in one transaction under the VIP
 * jobs' advisory lock: points added, levels raised (never lowered) with their bonuses paid,
 * rakeback accrued at the tier's rate of each bet's house edge, `premium` set from Gold, the
 * watermark moved. A crash leaves nothing half done; a second run finds nothing new. Answers
 * whether it ran.
 */
export async function scoreVip(ctx: Ctx): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await lockVipJobs(tx))) return false;
    const txCtx = { ...ctx, db: tx };
    const now = ctx.clock.now();
    const [mark] = await tx.select().from(vipJobMarks).where(eq(vipJobMarks.job, 'score'));
    const from = mark?.mark ?? new Date(0);
    const to = new Date(now.getTime() - VIP_SCORE_LAG_MS);
    if (to <= from) return true;
    const ladder = await readLadder(tx);
    const rows = rowsOf<Scored>(await tx.execute(scoredBets(from, to)));
    const byUser = new Map<number, Scored[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    for (const [userId, scored] of byUser) {
      const points = scored.reduce((sum, row) => sum + Number(row.points), 0);
      const [before] = await tx
        .insert(vipPlayers)
        .values({ userId, updatedAt: now })
        .onConflictDoUpdate({ target: vipPlayers.userId, set: { updatedAt: now } })
        .returning();
      const rakebackBp = ladder.rates(before!.level).rakebackBp;
      for (const row of scored) {
        const accrued = Math.floor((Number(row.edge_e4) * rakebackBp) / 10_000);
        if (accrued <= 0) continue;
        await tx
          .insert(vipRakeback)
          .values({ userId, currency: row.currency, pendingE4: accrued })
          .onConflictDoUpdate({
            target: [vipRakeback.userId, vipRakeback.currency],
            set: { pendingE4: sql`${vipRakeback.pendingE4} + ${accrued}` },
          });
      }
      const total = before!.points + points;
      const level = Math.max(before!.level, ladder.levelFor(total));
      await tx
        .update(vipPlayers)
        .set({ points: total, level })
        .where(eq(vipPlayers.userId, userId));
      if (level > before!.level) {
        await payLevelUps(txCtx, ladder, userId, before!.level, level);
        if (level >= VIP_TIER_FIRST_LEVEL[VIP_PREMIUM_TIER]) {
          await tx
            .update(users)
            .set({ isPremium: true, updatedAt: now })
            .where(eq(users.id, userId));
        }
      }
    }
    await tx
      .insert(vipJobMarks)
      .values({ job: 'score', mark: to })
      .onConflictDoUpdate({ target: vipJobMarks.job, set: { mark: to } });
    return true;
  });
}
