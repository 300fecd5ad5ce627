import { and, eq, gte, lt } from 'drizzle-orm';
import type { CasinoAggregator } from '@/lib/constants/casino';
import {
  RECONCILIATION_MISMATCH_KINDS,
  type CasinoReconciliation,
  type ReconciliationMismatchKind,
} from '@/lib/schemas/casino-reconciliation';
import type { AppContext } from '@/server/app-context';
import { casinoTransactions, type CasinoTransaction } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import {
  AggregatorOperationUnsupportedError,
  aggregatorClient,
  callAggregator,
  type AggregatorTransaction,
} from './aggregators';

/**
 * The daily reconciliation (research B4.2 rule 8): the aggregator's transactions of a UTC day
 * (its Transactions API, through the port) against our `casino_transactions`, by transaction id.
 * Both sides are read `SKEW_MARGIN_MS` wider than the day, so a call the aggregator stamped at
 * 23:59:59 and we at 00:00:01 still pairs; only ids seen inside the day on either side are
 * reported, so consecutive days never report one transaction twice.
 */

export const SKEW_MARGIN_MS = 10 * 60 * 1000;
export const MISMATCH_LIST_CAP = 500;
const DAY_MS = 86_400_000;

type Mismatch = CasinoReconciliation['mismatches'][number];

export async function reconcileDay(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  aggregator: CasinoAggregator,
  date: string,
): Promise<CasinoReconciliation> {
  const client = aggregatorClient(ctx, aggregator);
  if (!client) throw AppError.fields({ aggregator: ['aggregator_not_configured'] });
  const from = new Date(`${date}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const wide = {
    from: new Date(from.getTime() - SKEW_MARGIN_MS),
    to: new Date(to.getTime() + SKEW_MARGIN_MS),
  };

  let theirList: AggregatorTransaction[];
  try {
    theirList = await client.transactions(wide);
  } catch (error) {
    if (error instanceof AggregatorOperationUnsupportedError) {
      throw AppError.fields({ aggregator: ['reconciliation_unsupported'] });
    }
    // Unreachable or refused: logged and a 503, as every other aggregator call.
    theirList = await callAggregator(client, () => Promise.reject(error));
  }
  const ourList = await ctx.db
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.aggregator, aggregator),
        gte(casinoTransactions.createdAt, wide.from),
        lt(casinoTransactions.createdAt, wide.to),
      ),
    );

  const inDay = (at: Date) => at >= from && at < to;
  const theirs = new Map(theirList.map((item) => [item.txId, item]));
  const ours = new Map(ourList.map((row) => [row.externalTxId, row]));
  const ids = new Set([
    ...theirList.filter((item) => inDay(item.at)).map((item) => item.txId),
    ...ourList.filter((row) => inDay(row.createdAt)).map((row) => row.externalTxId),
  ]);

  const mismatches: Mismatch[] = [];
  let matched = 0;
  for (const id of ids) {
    const kind = compare(ours.get(id) ?? null, theirs.get(id) ?? null);
    if (!kind) {
      matched += 1;
      continue;
    }
    mismatches.push({
      tx_id: id,
      kind,
      ours: ourSide(ours.get(id) ?? null),
      theirs: theirSide(theirs.get(id) ?? null),
    });
  }
  const time = (item: Mismatch) => (item.theirs ?? item.ours)!.at;
  mismatches.sort((a, b) => time(a).localeCompare(time(b)) || a.tx_id.localeCompare(b.tx_id));
  const byKind = Object.fromEntries(
    RECONCILIATION_MISMATCH_KINDS.map((kind) => [
      kind,
      mismatches.filter((item) => item.kind === kind).length,
    ]),
  ) as Record<ReconciliationMismatchKind, number>;

  return {
    aggregator,
    date,
    from: from.toISOString(),
    to: to.toISOString(),
    counts: {
      theirs: theirList.filter((item) => inDay(item.at)).length,
      ours: ourList.filter((row) => inDay(row.createdAt)).length,
      matched,
      mismatched: mismatches.length,
      by_kind: byKind,
    },
    mismatches: mismatches.slice(0, MISMATCH_LIST_CAP),
    truncated: mismatches.length > MISMATCH_LIST_CAP,
  };
}

/**
 * What is wrong with one transaction id, or null when both sides agree. A call the aggregator
 * holds as refused or unanswered and we have no effect of (nothing, a tombstone, or a bet a
 * rollback reversed) agrees: neither side moved money.
 */
export function compare(
  ours: CasinoTransaction | null,
  theirs: AggregatorTransaction | null,
): ReconciliationMismatchKind | null {
  if (!theirs) return ours && ours.state !== 'tombstone' ? 'missing_theirs' : null;
  if (!ours) return theirs.status === 'ok' ? 'missing_ours' : null;
  if (ours.kind !== theirs.kind) return 'kind';
  if (theirs.status === 'ok' && ours.state === 'tombstone') return 'status';
  if (theirs.status !== 'ok' && ours.state === 'processed') return 'status';
  // A tombstone holds no amount: the call it stands for never moved money, here or there.
  if (ours.state === 'tombstone') return null;
  // Our rollback row holds 0 (the reversal is the bet's state); theirs may carry the amount.
  const amountDiffers = ours.kind !== 'rollback' && ours.amount !== theirs.amount;
  if (amountDiffers || ours.currency !== theirs.currency) return 'amount';
  return null;
}

function ourSide(row: CasinoTransaction | null): Mismatch['ours'] {
  if (!row) return null;
  return {
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    round_id: row.externalRoundId,
    state: row.state,
    at: row.createdAt.toISOString(),
    user_id: row.userId,
  };
}

function theirSide(item: AggregatorTransaction | null): Mismatch['theirs'] {
  if (!item) return null;
  return {
    kind: item.kind,
    amount: item.amount,
    currency: item.currency,
    round_id: item.roundId || null,
    state: item.status,
    at: item.at.toISOString(),
    player: item.playerRef,
  };
}
