import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { ledgerAccounts, paymentInvoices, type PaymentInvoice } from '@/server/db/schema';
import { accountCode, type AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { creditKey } from './deposit-hold';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * A credited deposit the provider gave back to the payer (NOWPayments' `refunded`): what was
 * credited goes back to the provider's clearing account, from the player's real money as far as
 * it goes (the account locked first) and the rest from the player's debt account, which goes
 * below zero and blocks payouts until a deposit pays it (`settleDebt`), the way a corrected
 * sports payout is taken back. Keys `deposit:<id>:refund` and `…:refund:debt`, so a replayed
 * refund takes nothing twice. A bonus the deposit triggered is left to staff. Runs in the
 * transaction holding the invoice's row; answers the invoice, now `refunded`.
 */
export async function refundDeposit(ctx: Ctx, invoice: PaymentInvoice): Promise<PaymentInvoice> {
  const amount = invoice.paidAmount ?? invoice.amount;
  const player = (kind: 'real' | 'debt'): AccountRef => ({
    owner: 'user',
    userId: invoice.userId,
    currency: invoice.currency,
    kind,
  });
  const [real] = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(player('real'))))
    .for('update');
  const available = real ? Math.max(0, real.balance - real.pendingDebits) : 0;
  const fromReal = Math.min(available, amount);
  const common = {
    kind: 'deposit_refund',
    credit: { owner: 'psp', provider: invoice.provider, currency: invoice.currency } as const,
    currency: invoice.currency,
    metadata: { invoiceId: invoice.id, provider: invoice.provider },
    shardKey: creditKey(invoice),
  };
  if (fromReal > 0) {
    await transfer(ctx, {
      ...common,
      key: `${creditKey(invoice)}:refund`,
      debit: player('real'),
      amount: fromReal,
    });
  }
  if (amount > fromReal) {
    await transfer(ctx, {
      ...common,
      key: `${creditKey(invoice)}:refund:debt`,
      debit: player('debt'),
      amount: amount - fromReal,
    });
  }
  const [refunded] = await ctx.db
    .update(paymentInvoices)
    .set({ status: 'refunded', settledAt: ctx.clock.now() })
    .where(eq(paymentInvoices.id, invoice.id))
    .returning();
  return refunded!;
}
