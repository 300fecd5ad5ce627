import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BASE_CURRENCY } from '@/lib/constants/top';
import type { putExchangeRatesRequestSchema } from '@/lib/schemas/top';
import type { AppContext } from '@/server/app-context';
import { exchangeRates } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** `GET /operator/exchange-rates`: base-currency units per unit of each currency. */
export async function listExchangeRates(ctx: Pick<AppContext, 'db'>) {
  const rows = await ctx.db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  return {
    base_currency: BASE_CURRENCY,
    rates: rows.map((row) => ({
      currency: row.currency,
      rate: row.toBaseE8 / 1e8,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/**
 * `PUT /operator/exchange-rates`: sets the rates given (the others stay). The base currency is
 * worth 1 by definition: another rate for it is a 422 on `rates.<i>.rate`. Boards computed from
 * now on use them; a running tournament keeps the rates it started with.
 */
export async function putExchangeRates(
  ctx: Ctx,
  input: z.output<typeof putExchangeRatesRequestSchema>,
) {
  input.rates.forEach((rate, i) => {
    if (rate.currency === BASE_CURRENCY && rate.rate !== 1) {
      throw AppError.field(`rates.${i}.rate`, 'invalid_value');
    }
  });
  const now = ctx.clock.now();
  await ctx.db
    .insert(exchangeRates)
    .values(
      input.rates.map((rate) => ({
        currency: rate.currency,
        toBaseE8: Math.round(rate.rate * 1e8),
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { toBaseE8: sql`excluded.to_base_e8`, updatedAt: sql`excluded.updated_at` },
    });
  return listExchangeRates(ctx);
}
