import { BASE_CURRENCY } from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { exchangeRates } from '@/server/db/schema';

import { worthInBase, type Money } from '@/server/services/exchange-rates/worth';

/**
 * Whether a money action moving `amounts` needs a second member of staff (four eyes): worth
 * `FOUR_EYES_THRESHOLD` or more in the base currency. A currency without an exchange rate cannot
 * be weighed, so it counts as at the threshold: the safe side.
 */
export async function needsFourEyes(
  ctx: Pick<AppContext, 'db' | 'config'>,
  amounts: readonly Money[],
): Promise<boolean> {
  const base = await worthInBase(ctx.db, amounts);
  return base === null || base >= ctx.config.fourEyesThresholdMinor;
}

/**
 * The one figure an approval shows: the sum in the amounts' currency when they share one,
 * otherwise their worth in the base currency (a currency without a rate left out of it).
 */
export async function shownWorth(db: Db, amounts: readonly Money[]): Promise<Money> {
  const [first] = amounts;
  if (first && amounts.every((money) => money.currency === first.currency)) {
    return {
      amount: amounts.reduce((sum, money) => sum + money.amount, 0),
      currency: first.currency,
    };
  }
  const rates = await db.select().from(exchangeRates);
  const known = new Set<string>([BASE_CURRENCY, ...rates.map((rate) => rate.currency)]);
  const amount = await worthInBase(
    db,
    amounts.filter((money) => known.has(money.currency)),
  );
  return { amount: amount ?? 0, currency: BASE_CURRENCY };
}
