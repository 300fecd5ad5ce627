import { desc, eq } from 'drizzle-orm';
import { BASE_CURRENCY } from '@/lib/constants/top';
import { VIP_HISTORY_SIZE, VIP_LEVELS, VIP_PREMIUM_TIER } from '@/lib/constants/vip';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  vipPlayers,
  vipRakeback,
  vipRequests,
  vipRewards,
  type User,
  type VipReward,
} from '@/server/db/schema';
import { readLadder, type Ladder } from './ladder';

type Ctx = Pick<AppContext, 'db'>;

export const rewardOut = (row: VipReward) => ({
  kind: row.kind,
  currency: row.currency,
  amount: toMajor(row.amount),
  money: row.money,
  level: row.level,
  week: row.week,
  at: row.createdAt.toISOString(),
});

/** Claimable rakeback per currency, whole minor units, in major units. */
export async function pendingRakeback(db: Db, userId: number) {
  const rows = await db.select().from(vipRakeback).where(eq(vipRakeback.userId, userId));
  return rows
    .map((row) => ({ currency: row.currency, amount: toMajor(Math.floor(row.pendingE4 / 10_000)) }))
    .filter((row) => row.amount > 0)
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The public ladder: tiers with their levels and rates, the levels' points and bonuses. */
export function publicLadder(ladder: Ladder) {
  const last = (index: number) => (ladder.tiers[index + 1]?.firstLevel ?? VIP_LEVELS + 1) - 1;
  return {
    base_currency: BASE_CURRENCY,
    levels_count: VIP_LEVELS,
    premium_tier: VIP_PREMIUM_TIER,
    tiers: ladder.tiers.map((tier, index) => ({
      tier: tier.tier,
      first_level: tier.firstLevel,
      last_level: last(index),
      rakeback_percent: tier.rakebackBp / 100,
      cashback_percent: tier.cashbackBp / 100,
    })),
    levels: ladder.levels.map((row) => ({
      level: row.level,
      tier: ladder.tierOf(row.level),
      points: row.points,
      bonus: toMajor(row.bonus),
    })),
  };
}

async function myStanding(db: Db, ladder: Ladder, user: User) {
  const [[player], rakeback, [request], history] = await Promise.all([
    db.select().from(vipPlayers).where(eq(vipPlayers.userId, user.id)),
    pendingRakeback(db, user.id),
    db
      .select()
      .from(vipRequests)
      .where(eq(vipRequests.userId, user.id))
      .orderBy(desc(vipRequests.createdAt))
      .limit(1),
    db
      .select()
      .from(vipRewards)
      .where(eq(vipRewards.userId, user.id))
      .orderBy(desc(vipRewards.createdAt), desc(vipRewards.id))
      .limit(VIP_HISTORY_SIZE),
  ]);
  const points = player?.points ?? 0;
  const level = player?.level ?? 1;
  const here = ladder.levels.find((row) => row.level === level)?.points ?? 0;
  const next = ladder.levels.find((row) => row.level === level + 1);
  const progress = next
    ? Math.min(1, Math.max(0, (points - here) / Math.max(1, next.points - here)))
    : 1;
  return {
    points,
    level,
    tier: ladder.tierOf(level),
    next: next ? { level: next.level, points: next.points } : null,
    progress,
    premium: user.isPremium,
    rakeback,
    join_request: request
      ? {
          request_type: request.requestType,
          status: request.status,
          created_at: request.createdAt.toISOString(),
          decided_at: request.decidedAt?.toISOString() ?? null,
        }
      : null,
    history: history.map(rewardOut),
  };
}

/** `GET /api/v2/vip`: the ladder for everybody; with a session, the player's standing too. */
export async function readVip(ctx: Ctx, user: User | null) {
  const ladder = await readLadder(ctx.db);
  return {
    ...publicLadder(ladder),
    me: user ? await myStanding(ctx.db, ladder, user) : null,
  };
}
