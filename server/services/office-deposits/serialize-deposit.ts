import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { DepositRow } from '@/lib/schemas/office-deposits';
import type { PaymentInvoice } from '@/server/db/schema';
import { describeMethod } from '@/server/services/payments/methods';

export type InvoiceWithPlayer = Pick<
  PaymentInvoice,
  | 'id'
  | 'userId'
  | 'provider'
  | 'methodHash'
  | 'type'
  | 'currency'
  | 'amount'
  | 'paidAmount'
  | 'commission'
  | 'status'
  | 'providerReference'
  | 'createdAt'
  | 'settledAt'
> & { email: string | null };

/** A deposit as the office lists it: amounts in major units, the method named in `locale`. */
export function serializeDeposit(row: InvoiceWithPlayer, locale: Locale): DepositRow {
  const method = describeMethod(row.methodHash);
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    provider: row.provider,
    method: {
      code: method?.code ?? null,
      name: method?.name[locale] ?? row.type,
      type: row.type,
    },
    currency: row.currency,
    amount: toMajor(row.amount),
    paid_amount: row.paidAmount === null ? null : toMajor(row.paidAmount),
    fee: toMajor(row.commission),
    status: row.status,
    provider_reference: row.providerReference,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}
