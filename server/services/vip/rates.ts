import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { exchangeRates } from '@/server/db/schema';

/**
 * A base-currency amount (minor units) in `currency` at the operator's exchange rate, rounded
 * down; 0 when the currency has no rate.
 */
export async function fromBase(db: Db, baseMinor: number, currency: Currency) {
  if (baseMinor <= 0) return 0;
  const [rate] = await db
    .select({ toBaseE8: exchangeRates.toBaseE8 })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  if (!rate) return 0;
  return Math.floor((baseMinor * 1e8) / rate.toBaseE8);
}
