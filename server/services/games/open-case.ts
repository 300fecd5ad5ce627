import { openCaseFromSeeds } from '@/lib/games/cases/open';
import { buildRangeTable } from '@/lib/games/cases/ranges';
import { toMajor } from '@/lib/money/amount';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findPricedCase } from './case-catalogue';
import { placeBet } from './place-bet';
import { serializeCaseItem } from './serialize-case';

/**
 * Opens a case for its price in the player's currency (the price is the stake; it lies within
 * the cases limits by construction, and they are checked all the same). Float 0 gives the roll
 * 1–100000, the range table in force maps it to an item, whose value is credited. The table
 * (values in major units) is stored and answered with the opening. Unknown case: 404.
 */
export function openCaseBet(ctx: AppContext, user: User, input: { slug: string; key: string }) {
  const priced = findPricedCase(input.slug, user.currency);
  if (!priced) throw AppError.of('not_found', 404);
  const table = buildRangeTable(priced.items);
  return placeBet(ctx, user, {
    game: 'cases',
    key: input.key,
    stake: priced.price,
    inputs: { slug: priced.slug },
    play: (seeds) => {
      const opening = openCaseFromSeeds(seeds, table, priced.price);
      const item = priced.items.find((candidate) => candidate.id === opening.itemId)!;
      return {
        status: 'settled',
        multiplier: opening.multiplier,
        payout: opening.value,
        win: opening.win,
        result: {
          roll: opening.roll,
          item: serializeCaseItem(item),
          table: table.map((range) => ({
            item_id: range.itemId,
            value: toMajor(range.value),
            from: range.from,
            to: range.to,
          })),
        },
      };
    },
  });
}
