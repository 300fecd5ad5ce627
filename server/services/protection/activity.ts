import { sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { activityAnswerSchema } from '@/lib/schemas/protection';
import type { AppContext } from '@/server/app-context';
import { rowsOf } from '@/server/services/ledger/transfer';
import { PRODUCT_OF_PREFIX } from '@/server/services/wallet/list-statement';
import type { User } from '@/server/db/schema';
import type { z } from 'zod';

type Row = {
  month: string;
  prefix: string;
  deposits: string;
  payouts: string;
  staked: string;
  returned: string;
};

/**
 * The player's activity statement: per calendar month (UTC) of the last `months`, deposits and
 * payouts paid, and per product what was staked and what came back, real money in the profile
 * currency, from the ledger (the product is read off each movement's key, as the statement does).
 */
export async function readActivity(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<User, 'id' | 'currency'>,
  months = 12,
): Promise<z.input<typeof activityAnswerSchema>> {
  const now = ctx.clock.now();
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const result = await ctx.db.execute(sql`
    select to_char(date_trunc('month', t.created_at, 'UTC'), 'YYYY-MM') as month,
           split_part(t.idempotency_key, ':', 1) as prefix,
           sum(case when t.credit_account_id = a.id and (t.kind = 'deposit:post' or (t.kind = 'deposit' and t.status = 'posted')) then t.amount else 0 end) as deposits,
           sum(case when t.debit_account_id = a.id and (t.kind = 'payout:post' or (t.kind = 'payout' and t.status = 'posted')) then t.amount else 0 end) as payouts,
           sum(case when t.debit_account_id = a.id and t.settles_id is null and t.kind in ('bet_stake', 'casino_bet') then t.amount else 0 end) as staked,
           sum(case
             when t.kind in ('bet_stake:void', 'casino_bet:void') then t.amount
             when t.kind in ('bet_payout', 'casino_win', 'sport_payout', 'bet_refund', 'casino_rollback', 'sport_unpay')
               then case when t.credit_account_id = a.id then t.amount else -t.amount end
             else 0 end) as returned
    from ledger_accounts a
    join ledger_transfers t on t.debit_account_id = a.id or t.credit_account_id = a.id
    where a.user_id = ${user.id} and a.kind = 'real' and a.currency = ${user.currency}
      and t.created_at >= ${since.toISOString()}::timestamptz
    group by 1, 2
    order by 1 desc`);
  const byMonth = new Map<
    string,
    {
      deposits: number;
      payouts: number;
      products: Map<string, { staked: number; returned: number }>;
    }
  >();
  for (const row of rowsOf<Row>(result)) {
    const month = byMonth.get(row.month) ?? { deposits: 0, payouts: 0, products: new Map() };
    month.deposits += Number(row.deposits);
    month.payouts += Number(row.payouts);
    const staked = Number(row.staked);
    const returned = Number(row.returned);
    if (staked !== 0 || returned !== 0) {
      const product = PRODUCT_OF_PREFIX[row.prefix] ?? 'adjustments';
      const totals = month.products.get(product) ?? { staked: 0, returned: 0 };
      totals.staked += staked;
      totals.returned += returned;
      month.products.set(product, totals);
    }
    byMonth.set(row.month, month);
  }
  return {
    currency: user.currency,
    months: [...byMonth.entries()].map(([month, totals]) => ({
      month,
      deposits: toMajor(totals.deposits),
      payouts: toMajor(totals.payouts),
      products: [...totals.products.entries()].map(([product, money]) => ({
        product,
        staked: toMajor(money.staked),
        returned: toMajor(money.returned),
      })),
    })),
  };
}
