import { and, count, eq, inArray } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { riskFlags, users, type Payout } from '@/server/db/schema';
import { readTurnovers } from '@/server/services/kyc/turnover';
import { lifetimeNetDeposits, netDepositsKey } from '@/server/services/protection/read-protection';

/** What staff weigh beside a payout: the player's verification, flags, money in and play. */
export type PayoutRisk = {
  kyc_level: number;
  kyc_required_level: number;
  open_flags: number;
  /** Paid in less paid out, ever, in the payout's currency (major units). */
  net_deposits: number;
  /** What the turnover rule still asks to be staked (major units); null: no rule. */
  turnover_remaining: number | null;
};

/**
 * The risk data of a page of payouts, per player (each player read once): the payout queue shows
 * it beside each payout so a decision needs no second screen. The turnover and net deposits are
 * the player's own few rows (their account's ledger index, their invoices and payouts).
 */
export async function payoutRisks(
  ctx: Pick<AppContext, 'db' | 'config'>,
  page: readonly Payout[],
): Promise<Map<string, PayoutRisk>> {
  const userIds = [...new Set(page.map((payout) => payout.userId))];
  if (userIds.length === 0) return new Map();
  const [players, flags] = await Promise.all([
    ctx.db.select().from(users).where(inArray(users.id, userIds)),
    ctx.db
      .select({ userId: riskFlags.userId, open: count() })
      .from(riskFlags)
      .where(and(inArray(riskFlags.userId, userIds), eq(riskFlags.status, 'open')))
      .groupBy(riskFlags.userId),
  ]);
  const openFlags = new Map(flags.map((row) => [row.userId, Number(row.open)]));
  // The page's players at once (a statement each), not one player after another: a page of 50
  // payouts read one by one waited for 150 round trips.
  const [turnovers, net] = await Promise.all([
    readTurnovers(ctx, players),
    lifetimeNetDeposits(ctx.db, userIds),
  ]);
  const byUser = new Map(players.map((player) => [player.id, player]));
  const risks = new Map<string, PayoutRisk>();
  for (const payout of page) {
    const player = byUser.get(payout.userId);
    if (!player) continue;
    const turnover = turnovers.get(player.id);
    risks.set(payout.id, {
      kyc_level: player.kycLevel,
      kyc_required_level: player.kycRequiredLevel,
      open_flags: openFlags.get(payout.userId) ?? 0,
      net_deposits: toMajor(net.get(netDepositsKey(payout.userId, payout.currency)) ?? 0),
      turnover_remaining:
        turnover && player.currency === payout.currency ? toMajor(turnover.remaining) : null,
    });
  }
  return risks;
}
