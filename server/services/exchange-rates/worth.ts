import { inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { BASE_CURRENCY } from '@/lib/constants/top';
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
