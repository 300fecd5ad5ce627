import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BASE_CURRENCY } from '@/lib/constants/top';
import { toMajor, toMinor } from '@/lib/money/units';
import type { putVipLadderRequestSchema, vipDecisionRequestSchema } from '@/lib/schemas/vip';
import type { AppContext } from '@/server/app-context';
import {
  users,
  vipLevels,
  vipPlayers,
  vipRequests,
  vipRewards,
  vipTiers,
  type VipRequestStatus,
} from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { readLadder } from './ladder';
import { pendingRakeback, rewardOut } from './read-vip';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** `GET /operator/vip/tiers`: tiers' rates (basis points) and levels' points and bonuses. */
export async function operatorLadder(ctx: Pick<AppContext, 'db'>) {
  const ladder = await readLadder(ctx.db);
  return {
    base_currency: BASE_CURRENCY,
    tiers: ladder.tiers.map((tier) => ({
      tier: tier.tier,
      first_level: tier.firstLevel,
      rakeback_bp: tier.rakebackBp,
      cashback_bp: tier.cashbackBp,
      updated_at: tier.updatedAt.toISOString(),
    })),
    levels: ladder.levels.map((row) => ({
      level: row.level,
      points: row.points,
      bonus: toMajor(row.bonus),
    })),
  };
}

/**
 * `PUT /operator/vip/tiers`: sets the tiers' rakeback and cashback rates and the levels'
 * bonuses given; the thresholds are the published formula and stay. Rates apply to bets scored
 * and weeks paid from now on.
 */
export async function putVipLadder(ctx: Ctx, input: z.output<typeof putVipLadderRequestSchema>) {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    for (const tier of input.tiers) {
      await tx
        .update(vipTiers)
        .set({ rakebackBp: tier.rakeback_bp, cashbackBp: tier.cashback_bp, updatedAt: now })
        .where(eq(vipTiers.tier, tier.tier));
    }
    for (const level of input.levels) {
      await tx
        .update(vipLevels)
        .set({ bonus: toMinor(level.bonus) })
        .where(eq(vipLevels.level, level.level));
    }
  });
  return operatorLadder(ctx);
}

const requestOut = (row: typeof vipRequests.$inferSelect) => ({
  id: row.id,
  user_id: row.userId,
  request_type: row.requestType,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
});

/** `GET /operator/vip/players/{id}`: a player's points, level, rakeback, rewards and requests. */
export async function operatorVipPlayer(ctx: Pick<AppContext, 'db'>, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.of('not_found', 404);
  const ladder = await readLadder(ctx.db);
  const [[player], rakeback, rewards, requests] = await Promise.all([
    ctx.db.select().from(vipPlayers).where(eq(vipPlayers.userId, userId)),
    pendingRakeback(ctx.db, userId),
    ctx.db
      .select()
      .from(vipRewards)
      .where(eq(vipRewards.userId, userId))
      .orderBy(desc(vipRewards.createdAt), desc(vipRewards.id))
      .limit(100),
    ctx.db
      .select()
      .from(vipRequests)
      .where(eq(vipRequests.userId, userId))
      .orderBy(asc(vipRequests.id)),
  ]);
  const level = player?.level ?? 1;
  return {
    user_id: userId,
    points: player?.points ?? 0,
    level,
    tier: ladder.tierOf(level),
    premium: user.isPremium,
    rakeback_claims: player?.rakebackClaims ?? 0,
    rakeback,
    rewards: rewards.map(rewardOut),
    requests: requests.map(requestOut),
  };
}

/** `GET /operator/vip/requests?status=`: join requests, the oldest open first. */
export async function listVipRequests(
  ctx: Pick<AppContext, 'db'>,
  status: VipRequestStatus | undefined,
) {
  const rows = await ctx.db
    .select()
    .from(vipRequests)
    .where(status ? eq(vipRequests.status, status) : undefined)
    .orderBy(asc(vipRequests.createdAt), asc(vipRequests.id))
    .limit(500);
  return { requests: rows.map(requestOut) };
}

/**
 * `POST /operator/vip/requests/{id}/decision`: approves or declines an open request, once; a
 * decided one is a 409 `vip_request_decided`, an unknown one a 404.
 */
export async function decideVipRequest(
  ctx: Ctx,
  id: number,
  input: z.output<typeof vipDecisionRequestSchema>,
) {
  const [row] = await ctx.db
    .update(vipRequests)
    .set({ status: input.decision, decidedAt: ctx.clock.now() })
    .where(sql`${vipRequests.id} = ${id} and ${vipRequests.status} = 'open'`)
    .returning();
  if (row) return { request: requestOut(row) };
  const [known] = await ctx.db.select().from(vipRequests).where(eq(vipRequests.id, id));
  if (!known) throw AppError.of('not_found', 404);
  throw AppError.of('vip_request_decided', 409);
}
