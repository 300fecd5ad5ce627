import { sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { rowsOf } from '@/server/services/ledger/transfer';

type Row = {
  template: string;
  currency: string;
  grants: string | number;
  granted: string | number;
  converted: string | number;
  expired: string | number;
  forfeited: string | number;
  cancelled: string | number;
};

/**
 * Bonus cost per template and currency, major units: `granted` sums the credits (by the template
 * each credit came from), `converted` what ended as real money, and `expired`, `forfeited`,
 * `cancelled` what went back to the pool by how the grant ended (by the grant's template).
 */
export async function bonusCostReport(ctx: Pick<AppContext, 'db'>) {
  const result = await ctx.db.execute(sql`
    with credited as (
      select c.template_id, g.currency, count(distinct g.id) as grants, sum(c.amount) as granted
      from bonus_credits c join bonus_grants g on g.id = c.grant_id
      group by c.template_id, g.currency
    ), ended as (
      select template_id, currency,
        sum(converted_amount) as converted,
        sum(returned_amount) filter (where status = 'expired') as expired,
        sum(returned_amount) filter (where status = 'forfeited') as forfeited,
        sum(returned_amount) filter (where status = 'cancelled') as cancelled
      from bonus_grants group by template_id, currency
    )
    select t.code as template, k.currency,
      coalesce(cr.grants, 0) as grants, coalesce(cr.granted, 0) as granted,
      coalesce(e.converted, 0) as converted, coalesce(e.expired, 0) as expired,
      coalesce(e.forfeited, 0) as forfeited, coalesce(e.cancelled, 0) as cancelled
    from (select template_id, currency from credited union select template_id, currency from ended) k
    join bonus_templates t on t.id = k.template_id
    left join credited cr on cr.template_id = k.template_id and cr.currency = k.currency
    left join ended e on e.template_id = k.template_id and e.currency = k.currency
    order by t.code, k.currency`);
  return rowsOf<Row>(result).map((row) => ({
    template: row.template,
    currency: row.currency,
    grants: Number(row.grants),
    granted: toMajor(Number(row.granted)),
    converted: toMajor(Number(row.converted)),
    expired: toMajor(Number(row.expired)),
    forfeited: toMajor(Number(row.forfeited)),
    cancelled: toMajor(Number(row.cancelled)),
  }));
}
