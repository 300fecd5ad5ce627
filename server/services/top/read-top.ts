import { and, eq } from 'drizzle-orm';
import { BASE_CURRENCY, type TOP_PERIODS, type TOP_PRODUCTS } from '@/lib/constants/top';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { topBoards, type TopBoard, type TopRow } from '@/server/db/schema';

type Period = (typeof TOP_PERIODS)[number];
type Product = (typeof TOP_PRODUCTS)[number];

/** How long a process answers the boards it read without reading them again. */
const MEMO_MS = 10_000;

type Answer = Awaited<ReturnType<typeof readBoards>>;
const memo = new Map<string, { until: number; answer: Answer }>();

/** Drops the remembered answers: this process has just computed new boards. */
export function forgetTopAnswers() {
  memo.clear();
}

const rowOut = (board: TopBoard) => (row: TopRow, index: number) => ({
  place: index + 1,
  player: row.player,
  product: row.product,
  game: row.game,
  currency: row.currency,
  stake: row.stake === null ? null : toMajor(row.stake),
  payout: row.payout === null ? null : toMajor(row.payout),
  score: board === 'multipliers' ? row.score / 100 : toMajor(row.score),
  at: row.at,
});

async function readBoards(ctx: Pick<AppContext, 'db'>, period: Period, product: Product) {
  const rows = await ctx.db
    .select()
    .from(topBoards)
    .where(and(eq(topBoards.period, period), eq(topBoards.product, product)));
  const board = (name: TopBoard) =>
    (rows.find((row) => row.board === name)?.rows ?? []).map(rowOut(name));
  const computed = rows.map((row) => row.computedAt.getTime());
  return {
    period,
    product,
    base_currency: BASE_CURRENCY,
    computed_at: computed.length > 0 ? new Date(Math.min(...computed)).toISOString() : null,
    boards: { wins: board('wins'), multipliers: board('multipliers'), wagered: board('wagered') },
  };
}

/**
 * `GET /top`: the boards of a period and product filter as last computed
 * (`refreshTopBoards`): one read of three stored rows, remembered for ten seconds, so page views
 * never touch the bets.
 */
export async function readTop(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  period: Period,
  product: Product,
) {
  const key = `${period}:${product}`;
  const now = ctx.clock.now().getTime();
  const known = memo.get(key);
  if (known && known.until > now) return known.answer;
  const answer = await readBoards(ctx, period, product);
  memo.set(key, { until: now + MEMO_MS, answer });
  return answer;
}
