import { sql } from 'drizzle-orm';
import { VIP_DEFAULT_EDGE_BP, VIP_SPORTS_EDGE_BP } from '@/lib/constants/vip';
import {
  CRASH_EDGE_BP,
  IN_HOUSE_EDGE_BP,
  ROOM_EDGE_BP,
} from '@/server/services/bonus/funding/house-edges';

/** Each product's house edge where the game does not say better, basis points. */
const PRODUCT_EDGE_BP: Record<string, number> = {
  crash: CRASH_EDGE_BP,
  rooms: ROOM_EDGE_BP,
  sports: VIP_SPORTS_EDGE_BP,
  ...VIP_DEFAULT_EDGE_BP,
};

/**
 * The house edge of a row of `settled_bets` (aliased `s`) in basis points, as SQL: an in-house
 * game's declared RTP, a casino game's catalogue RTP (`casino_games g`, joined by slug), else
 * its product's edge; never below zero. Points and rakeback weigh stakes by it, so a game with
 * a small edge cannot farm them.
 */
export function edgeBpSql() {
  const games = Object.entries(IN_HOUSE_EDGE_BP).map(
    ([game, edge]) => sql`when ${game} then ${edge}::int`,
  );
  const products = Object.entries(PRODUCT_EDGE_BP).map(
    ([product, edge]) => sql`when ${product} then ${edge}::int`,
  );
  return sql`greatest(0, case
    when s.product = 'in_house' then (case s.game ${sql.join(games, sql` `)} else 100 end)
    when s.product in ('slots', 'live_casino', 'table') and g.rtp is not null
      then round((100 - g.rtp) * 100)::int
    else (case s.product ${sql.join(products, sql` `)} else 100 end)
  end)`;
}
