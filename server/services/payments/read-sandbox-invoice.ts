import { and, eq } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { paymentInvoices, type PaymentInvoice } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { expireIfDue } from './expire-invoice';
import { SANDBOX_PROVIDER } from './providers/sandbox';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * A sandbox invoice as its checkout page sees it, expired if its time is up. Like a real
 * provider's page it needs no player session to show it: the unguessable invoice id is the key
 * (paying needs more, `deliver-sandbox-payment.ts`). 404 when the sandbox is off.
 */
export async function findSandboxInvoice(ctx: Ctx, id: string): Promise<PaymentInvoice> {
  if (!ctx.config.sandboxPsp || !isUuid(id)) throw AppError.of('not_found', 404);
  const [found] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.id, id), eq(paymentInvoices.provider, SANDBOX_PROVIDER)));
  if (!found) throw AppError.of('not_found', 404);
  return expireIfDue(ctx, found);
}

/** The checkout page's view: what to pay, to whom, and until when; nothing about the player. */
export async function readSandboxInvoice(ctx: Ctx, id: string) {
  const invoice = await findSandboxInvoice(ctx, id);
  return {
    id: invoice.id,
    amount: toMajor(invoice.amount),
    currency: invoice.currency,
    status: invoice.status,
    expires_at: invoice.expiresAt.toISOString(),
    merchant: new URL(ctx.config.siteUrl).host,
  };
}
