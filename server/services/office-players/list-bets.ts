import { sql, type SQL } from 'drizzle-orm';
import type { BetProduct } from '@/lib/constants/office-players';
import { toMajor } from '@/lib/money/units';
import type { PlayerBet } from '@/lib/schemas/office-players';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { rowsOf } from '@/server/services/ledger/transfer';

/**
 * Where a page ends, as the next page's `before`: the last bet's time (to the microsecond, as
 * the database keeps it), product and id. Bets of every product are one list ordered by these
 * three, so two bets of one instant still have an order and none is skipped between pages.
 */
type Cursor = { at: string; product: string; sortId: string };

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)~([a-z]+)~([0-9a-f-]{1,40})$/;

function readCursor(before: string | undefined): Cursor | null {
  if (before === undefined) return null;
  const match = CURSOR.exec(before);
  if (!match) throw AppError.field('before', 'invalid_value');
  return { at: match[1]!, product: match[2]!, sortId: match[3]! };
}

/** A whole-number id as text that sorts as the number does (UUIDs are all one length already). */
const sortable = (id: SQL) => sql`lpad(${id}::text, 20, '0')`;

/**
 * One product's bets of the player from `before` on, newest first, at most `limit`: a
 * `(user_id, time)` index range (`game_bets_user_idx` is `(user_id, id)`, whose order is the
 * bets' order of placing) and the cursor's exact tie-break on the rows of its instant.
 */
function productBets(
  product: BetProduct,
  spec: {
    from: SQL;
    id: SQL;
    sortId: SQL;
    at: SQL;
    game: SQL;
    stake: SQL;
    payout: SQL;
    status: SQL;
    order: SQL;
  },
  userId: number,
  cursor: Cursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`and ${spec.at} <= ${cursor.at}::timestamptz
        and (${spec.at}, ${product}::text, ${spec.sortId}) < (${cursor.at}::timestamptz, ${cursor.product}, ${cursor.sortId})`
    : sql``;
  return sql`(
    select ${product}::text as product, ${spec.id}::text as id, ${spec.sortId} as sort_id,
      ${spec.game} as game, currency, ${spec.stake} as stake, ${spec.payout} as payout,
      ${spec.status} as status, ${spec.at} as created_at,
      to_char(${spec.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
    from ${spec.from}
    where user_id = ${userId} ${after}
    order by ${spec.order}
    limit ${limit}
  )`;
}

/** Each product's table, read as one shape: the stake, what came back, its own status. */
const PRODUCTS: Record<BetProduct, Parameters<typeof productBets>[1]> = {
  games: {
    from: sql`game_bets`,
    id: sql`id`,
    sortId: sortable(sql`id`),
    at: sql`created_at`,
    game: sql`game`,
    stake: sql`amount`,
    payout: sql`payout`,
    status: sql`case when status = 'open' then 'open' when win then 'won' else 'lost' end`,
    order: sql`id desc`,
  },
  crash: {
    from: sql`crash_bets`,
    id: sql`id`,
    sortId: sql`id::text`,
    at: sql`created_at`,
    game: sql`'crash'`,
    stake: sql`amount`,
    payout: sql`payout`,
    status: sql`status`,
    order: sql`created_at desc, id desc`,
  },
  rooms: {
    // The room's name is its round's; the bet's own columns keep their names.
    from: sql`(select room_bets.*, room_rounds.room from room_bets join room_rounds on room_rounds.id = room_bets.round_id) room_bets`,
    id: sql`id`,
    sortId: sql`id::text`,
    at: sql`created_at`,
    game: sql`room`,
    stake: sql`amount`,
    payout: sql`payout`,
    status: sql`status`,
    order: sql`created_at desc, id desc`,
  },
  sports: {
    from: sql`sport_tickets`,
    id: sql`id`,
    sortId: sql`id::text`,
    at: sql`placed_at`,
    game: sql`kind || case when live then ' live' else '' end`,
    stake: sql`stake_minor`,
    payout: sql`payout_minor + cashed_out_minor`,
    status: sql`status`,
    order: sql`placed_at desc, id desc`,
  },
  casino: {
    from: sql`casino_rounds`,
    id: sql`id`,
    sortId: sortable(sql`id`),
    at: sql`opened_at`,
    game: sql`game_code`,
    stake: sql`bet_total`,
    payout: sql`win_total`,
    status: sql`status`,
    order: sql`opened_at desc, id desc`,
  },
};

type Row = {
  product: BetProduct;
  id: string;
  sort_id: string;
  game: string;
  currency: PlayerBet['currency'];
  stake: string | number;
  payout: string | number;
  status: string;
  created_at: string | Date;
  cursor_at: string;
};

/**
 * The player's bets of every product (in-house games, crash, rooms, sports tickets, casino
 * rounds) as one list, newest first, a page at a time: each product gives at most a page from
 * its own index, and the merge keeps the newest of them.
 */
export async function listPlayerBets(
  ctx: Pick<AppContext, 'db'>,
  input: { userId: number; before?: string; limit: number },
): Promise<{ bets: PlayerBet[]; next: string | null }> {
  const cursor = readCursor(input.before);
  const branches = (Object.keys(PRODUCTS) as BetProduct[]).map((product) =>
    productBets(product, PRODUCTS[product], input.userId, cursor, input.limit + 1),
  );
  const rows = rowsOf<Row>(
    await ctx.db.execute(sql`
      select * from (${sql.join(branches, sql` union all `)}) bets
      order by created_at desc, product desc, sort_id desc
      limit ${input.limit + 1}
    `),
  );
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    bets: page.map((row) => ({
      id: row.id,
      product: row.product,
      game: row.game,
      currency: row.currency,
      stake: toMajor(Number(row.stake)),
      payout: toMajor(Number(row.payout)),
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
    })),
    next:
      rows.length > input.limit && last
        ? `${last.cursor_at}~${last.product}~${last.sort_id}`
        : null,
  };
}
