import { inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { BASE_CURRENCY } from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { exchangeRates } from '@/server/db/schema';

/** An amount in minor units with its currency. */
export type Money = { amount: number; currency: Currency };

/**
 * What the amounts are worth together in minor units of BASE_CURRENCY at the operator's rates
 * (`exchange_rates`, rounded up); null when a currency has no rate.
 */
export async function worthInBase(db: Db, amounts: readonly Money[]): Promise<number | null> {
  const foreign = [...new Set(amounts.map((money) => money.currency))].filter(
    (currency) => currency !== BASE_CURRENCY,
  );
  const rows = foreign.length
    ? await db.select().from(exchangeRates).where(inArray(exchangeRates.currency, foreign))
    : [];
  const rates = new Map<string, number>(rows.map((row) => [row.currency, row.toBaseE8]));
  rates.set(BASE_CURRENCY, 1e8);
  let total = 0;
  for (const money of amounts) {
    const rate = rates.get(money.currency);
    if (rate === undefined) return null;
    total += Math.ceil((money.amount * rate) / 1e8);
  }
  return total;
}

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
