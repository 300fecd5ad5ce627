// zod/mini only: a classic schema here would bring all of classic zod to every game page.
import * as zm from '@/lib/zod/mini-api';
import { CURRENCIES } from '@/lib/constants/currencies';
import { IN_HOUSE_GAMES, LIMITED_GAMES } from '@/lib/constants/games';

/**
 * The games' answers a page asks for before anyone bets: the recent-bets strip and the bet
 * ranges. Apart from `games.ts`, whose bet schemas bring every game's definition: a game page
 * checks these without loading those, and, written with `zod/mini` (`lib/zod/mini-api.ts`),
 * without classic zod (issue 41). `games.ts` re-exports them.
 */

/** A line of the recent-bets strip: settled bets of everyone, the player's name masked. */
export const recentBetSchema = zm.object({
  id: zm.string(),
  game: zm.enum(IN_HOUSE_GAMES),
  player: zm.string(),
  amount: zm.number(),
  currency: zm.enum(CURRENCIES),
  multiplier: zm.number(),
  payout: zm.number(),
  win: zm.boolean(),
  created_at: zm.string(),
});
export type RecentBet = zm.infer<typeof recentBetSchema>;

/** `GET /api/v2/games/{game}/recent` */
export const recentBetsAnswerSchema = zm
  .object({ bets: zm.array(recentBetSchema) })
  .register(zm.globalRegistry, { id: 'RecentBets' });

const rangeSchema = zm.object({ min: zm.number(), max: zm.number() });

/** `GET /api/v2/games/limits`: every game's bet range in a currency, major units. */
export const limitsAnswerSchema = zm.object({
  currency: zm.enum(CURRENCIES),
  limits: zm.partialRecord(zm.enum(LIMITED_GAMES), rangeSchema),
});
export type Limits = zm.infer<typeof limitsAnswerSchema>;
