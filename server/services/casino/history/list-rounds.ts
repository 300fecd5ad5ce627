import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { CasinoRoundItem } from '@/lib/schemas/casino-rounds';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  casinoGames,
  casinoRounds,
  casinoTransactions,
  type CasinoRound,
  type CasinoTransaction,
} from '@/server/db/schema';

type RoundRow = { round: CasinoRound; slug: string | null; name: CasinoGameName | null };
type CasinoGameName = { ru: string; en: string; kz: string };

/** Rounds with their game's catalogue slug and name (a left join: the game may be unlisted). */
function selectRounds(db: Db, where: SQL | undefined) {
  return db
    .select({ round: casinoRounds, slug: casinoGames.slug, name: casinoGames.name })
    .from(casinoRounds)
    .leftJoin(
      casinoGames,
      and(
        eq(casinoGames.aggregator, casinoRounds.aggregator),
        eq(casinoGames.externalCode, casinoRounds.gameCode),
      ),
    )
    .where(where);
}

/** The calls of these rounds, oldest first, grouped by round. */
async function transactionsOf(db: Db, roundIds: number[]) {
  const byRound = new Map<number, CasinoTransaction[]>();
  if (roundIds.length === 0) return byRound;
  const rows = await db
    .select()
    .from(casinoTransactions)
    .where(inArray(casinoTransactions.roundId, roundIds))
    .orderBy(asc(casinoTransactions.id));
  for (const row of rows) {
    const list = byRound.get(row.roundId!) ?? [];
    list.push(row);
    byRound.set(row.roundId!, list);
  }
  return byRound;
}

function serializeRound(
  row: RoundRow,
  transactions: CasinoTransaction[],
  locale: Locale,
): CasinoRoundItem {
  const { round } = row;
  return {
    id: round.id,
    game: { code: round.gameCode, slug: row.slug, name: row.name?.[locale] ?? round.gameCode },
    currency: round.currency,
    status: round.status,
    bet_total: toMajor(round.betTotal),
    win_total: toMajor(round.winTotal),
    free: transactions.some((tx) => tx.kind === 'bet' && tx.isFree),
    opened_at: round.openedAt.toISOString(),
    closed_at: round.closedAt?.toISOString() ?? null,
    transactions: transactions.map((tx) => ({
      kind: tx.kind,
      amount: toMajor(tx.amount),
      state: tx.state,
      is_free: tx.isFree,
      created_at: tx.createdAt.toISOString(),
    })),
  };
}

/**
 * The player's casino rounds (slots and live tables), newest first, a page at a time with the
 * total, each with its bets, wins and rollbacks: `/profile/history` shows them beside the in-house
 * bets.
 */
export async function listCasinoRounds(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: { page: number; perPage: number; locale: Locale },
) {
  const where = eq(casinoRounds.userId, userId);
  const [rows, [counted]] = await Promise.all([
    selectRounds(ctx.db, where)
      .orderBy(desc(casinoRounds.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ total: count() }).from(casinoRounds).where(where),
  ]);
  const transactions = await transactionsOf(
    ctx.db,
    rows.map((row) => row.round.id),
  );
  return {
    items: rows.map((row) =>
      serializeRound(row, transactions.get(row.round.id) ?? [], query.locale),
    ),
    page: query.page,
    per_page: query.perPage,
    total: counted?.total ?? 0,
  };
}

/**
 * One provider round for the operator: every player's part of it (a live table's round is shared),
 * with each call's provider ids, ledger key, free-spin grant and the answer the wallet gave, to
 * answer a dispute or a provider's query.
 */
export async function findCasinoRound(
  ctx: Pick<AppContext, 'db'>,
  query: { aggregator: CasinoRound['aggregator']; roundId: string },
) {
  const rows = await selectRounds(
    ctx.db,
    and(
      eq(casinoRounds.aggregator, query.aggregator),
      eq(casinoRounds.externalRoundId, query.roundId),
    ),
  ).orderBy(asc(casinoRounds.id));
  const transactions = await transactionsOf(
    ctx.db,
    rows.map((row) => row.round.id),
  );
  return rows.map((row) => {
    const calls = transactions.get(row.round.id) ?? [];
    const item = serializeRound(row, calls, 'en');
    return {
      ...item,
      user_id: row.round.userId,
      aggregator: row.round.aggregator,
      external_round_id: row.round.externalRoundId,
      transactions: calls.map((tx, index) => ({
        ...item.transactions[index]!,
        external_tx_id: tx.externalTxId,
        ref_external_tx_id: tx.refExternalTxId,
        ledger_key: tx.ledgerKey,
        free_spin_grant_id: tx.freeSpinGrantId,
        response: tx.response ?? null,
      })),
    };
  });
}
