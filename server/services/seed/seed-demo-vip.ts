import { eq } from 'drizzle-orm';
import { vipLevelPoints } from '@/lib/constants/vip';
import type { AppContext } from '@/server/app-context';
import { users, vipPlayers, vipRakeback } from '@/server/db/schema';
import { DEMO_ACCOUNT } from './seed-demo-account';

/** The demo account's VIP standing: level 12 and a little way on, so /vip-club is alive. */
const DEMO_VIP = { level: 12, points: vipLevelPoints(12) + 20_000, rakebackMinor: 12_34 };

/**
 * Gives the demo account (development tools) a VIP level and some rakeback to claim, once: a
 * standing the scorer would reach after about 200,000 ₽ of 1 %-edge stakes, written directly
 * (its level-up bonuses are not paid; the rakeback, when claimed, moves through the ledger like
 * any other). A standing already there, seeded or earned, is left alone.
 */
export async function seedDemoVip(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (!user) return;
  const [seeded] = await ctx.db
    .insert(vipPlayers)
    .values({
      userId: user.id,
      points: DEMO_VIP.points,
      level: DEMO_VIP.level,
      updatedAt: ctx.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ userId: vipPlayers.userId });
  if (!seeded) return;
  await ctx.db
    .insert(vipRakeback)
    .values({ userId: user.id, currency: 'RUB', pendingE4: DEMO_VIP.rakebackMinor * 10_000 })
    .onConflictDoNothing();
}
