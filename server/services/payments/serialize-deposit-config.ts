import { toMajor } from '@/lib/money/units';
import type { PaymentInvoice } from '@/server/db/schema';

/**
 * The deposit config (spec §3) of an open invoice, major units. `shop_amount` is what the
 * operator receives after the provider's commission; the player is credited the full amount.
 * `life_time` is the seconds left, so a config read again after a reload counts down from there.
 */
export function serializeDepositConfig(invoice: PaymentInvoice, now: Date) {
  const left = Math.ceil((invoice.expiresAt.getTime() - now.getTime()) / 1000);
  return {
    id: invoice.id,
    hash: invoice.methodHash,
    type: invoice.type,
    amount: toMajor(invoice.amount),
    shop_amount: toMajor(invoice.amount - invoice.commission),
    commission: toMajor(invoice.commission),
    currency: invoice.currency,
    life_time: Math.max(0, left),
    expires_at: invoice.expiresAt.toISOString(),
    card: invoice.details.card ?? null,
    address: invoice.details.address ?? null,
    network: invoice.details.network ?? null,
    checkout_url: invoice.details.checkout_url ?? null,
    sum_was_changed: invoice.sumWasChanged,
    pay_amount: invoice.details.pay_amount ?? null,
    pay_currency: invoice.details.pay_currency ?? null,
  };
}
