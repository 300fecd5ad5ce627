import { and, eq } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@/lib/constants/payments';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { bonusCredits, paymentInvoices } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { expireIfDue } from './expire-invoice';

/**
 * The status the PayIn modal polls (spec §4; 3 is success). Only the invoice's owner may read
 * it: anyone else, like an unknown id, gets a 404, so ids cannot be probed. `bonus_amount` is the
 * bonus money the deposit credited (its credit is keyed `deposit:<invoice>`), so the success
 * message can show real and bonus money apart.
 */
export async function readPaymentStatus(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  invoiceId: string,
) {
  if (!isUuid(invoiceId)) throw AppError.of('not_found', 404);
  const [found] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.id, invoiceId), eq(paymentInvoices.userId, userId)));
  if (!found) throw AppError.of('not_found', 404);
  const invoice = await expireIfDue(ctx, found);
  const [bonus] = await ctx.db
    .select({ amount: bonusCredits.amount })
    .from(bonusCredits)
    .where(eq(bonusCredits.key, `deposit:${invoice.id}`));
  return {
    status: PAYMENT_STATUS[invoice.status],
    amount: toMajor(invoice.amount),
    paid_amount: invoice.paidAmount === null ? null : toMajor(invoice.paidAmount),
    currency: invoice.currency,
    sum_was_changed: invoice.sumWasChanged,
    bonus_amount: toMajor(bonus?.amount ?? 0),
  };
}
