import { and, asc, gte, lt } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { sandboxRgsCalls } from '@/server/db/schema';
import type { AggregatorTransaction } from '@/lib/casino/aggregator-port';

/**
 * The sandbox provider's Transactions API: every wallet call it made in `[from, to)` with what it
 * holds as the outcome, which the site's reconciliation compares with its own records.
 */
export async function sandboxTransactions(
  ctx: Pick<AppContext, 'db'>,
  range: { from: Date; to: Date },
): Promise<AggregatorTransaction[]> {
  const rows = await ctx.db
    .select()
    .from(sandboxRgsCalls)
    .where(and(gte(sandboxRgsCalls.createdAt, range.from), lt(sandboxRgsCalls.createdAt, range.to)))
    .orderBy(asc(sandboxRgsCalls.createdAt));
  return rows.map((row) => ({
    txId: row.txId,
    roundId: row.roundId,
    playerRef: row.playerRef,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    status: row.status === 'ok' ? 'ok' : row.status === 'refused' ? 'refused' : 'unanswered',
    at: row.createdAt,
  }));
}
