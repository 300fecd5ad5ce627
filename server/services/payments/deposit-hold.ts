import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { ledgerTransfers, type PaymentInvoice } from '@/server/db/schema';
import { settlePending, transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * A deposit awaiting its provider is a pending ledger transfer from the provider's clearing
 * account to the player (key `deposit:<id>:hold`): the books show money on its way, the player
 * cannot spend it. The provider's confirmation posts it, or voids it and credits what was
 * actually paid; a failure or expiry voids it. The credit itself is always under the key
 * `deposit:<id>`, so however the confirmation arrives it credits once. All of an invoice's
 * transfers use one shard of the system accounts (`shardKey`), so two invoices settling at once
 * cannot lock shards in opposite orders. Each function runs in `ctx.db`, the transaction that
 * holds the invoice's row.
 */
const holdKey = (invoice: Pick<PaymentInvoice, 'id'>) => `deposit:${invoice.id}:hold`;
export const creditKey = (invoice: Pick<PaymentInvoice, 'id'>) => `deposit:${invoice.id}`;

const accounts = (invoice: PaymentInvoice) => ({
  debit: { owner: 'psp', provider: invoice.provider, currency: invoice.currency } as const,
  credit: {
    owner: 'user',
    userId: invoice.userId,
    currency: invoice.currency,
    kind: 'real',
  } as const,
});

export function holdDeposit(ctx: Ctx, invoice: PaymentInvoice) {
  return transfer(ctx, {
    key: holdKey(invoice),
    kind: 'deposit',
    ...accounts(invoice),
    amount: invoice.amount,
    currency: invoice.currency,
    pending: true,
    metadata: { invoiceId: invoice.id, provider: invoice.provider },
    shardKey: creditKey(invoice),
  });
}

/** The hold while it is still open (neither posted nor voided). */
async function openHold(db: Db, invoice: PaymentInvoice) {
  const [hold] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.idempotencyKey, holdKey(invoice)),
        eq(ledgerTransfers.status, 'pending'),
      ),
    );
  if (!hold) return undefined;
  const [settlement] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.settlesId, hold.id));
  return settlement ? undefined : hold;
}

/** Releases the hold of a deposit that failed or expired; nothing to do if none is open. */
export async function releaseDeposit(ctx: Ctx, invoice: PaymentInvoice) {
  if (!(await openHold(ctx.db, invoice))) return;
  await settlePending(ctx, {
    key: `${holdKey(invoice)}:void`,
    pendingKey: holdKey(invoice),
    action: 'void',
  });
}

/**
 * Credits what the provider reports as paid: the hold is posted when it matches, otherwise it
 * is released and the paid amount credited on its own (a late payment after expiry, or the
 * player paid another sum).
 */
export async function creditDeposit(
  ctx: Ctx,
  invoice: PaymentInvoice,
  paid: number,
  metadata: Record<string, unknown>,
) {
  const hold = await openHold(ctx.db, invoice);
  if (hold && paid === invoice.amount) {
    return settlePending(ctx, {
      key: creditKey(invoice),
      pendingKey: holdKey(invoice),
      action: 'post',
      metadata,
    });
  }
  if (hold) await releaseDeposit(ctx, invoice);
  return transfer(ctx, {
    key: creditKey(invoice),
    kind: 'deposit',
    ...accounts(invoice),
    amount: paid,
    currency: invoice.currency,
    metadata,
    shardKey: creditKey(invoice),
  });
}
