import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_DEFAULT_MAX,
  DEPOSIT_DEFAULT_MIN,
  DEPOSIT_LIFE_TIME_S,
} from '@/lib/constants/payments';
import type { Locale } from '@/lib/i18n/config';
import { toMinor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { paymentInvoices, type PaymentInvoice, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { addSeconds } from '@/server/lib/clock';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { holdDeposit } from './deposit-hold';
import { findMethod, regionFor, type Region } from './methods';
import { enabledProviders, paymentProvider } from './providers';
import { recordPaymentEvent } from './record-payment-event';

export type OpenDepositInput = {
  hash: string;
  /** Minor units. */
  amount: number;
  /** The player takes the deposit bonus on offer. */
  bonus?: boolean;
  regionHeader: Region | null;
  locale: Locale;
};

/**
 * Opens a deposit: checks the method is offered to this player and the amount is within its
 * limits (the spec §5 defaults where it gives none), asks the provider how to pay, and keeps the
 * invoice for DEPOSIT_LIFE_TIME_S with its amount on hold (`holdDeposit`): the player cannot
 * spend it until the provider confirms the payment. Its first event is the provider's answer.
 */
export async function openDeposit(
  ctx: AppContext,
  user: Pick<User, 'id' | 'currency'>,
  input: OpenDepositInput,
): Promise<PaymentInvoice> {
  await hitRateLimit(ctx, `deposit:user:${user.id}`, LIMITS.depositByUser);
  const enabled = enabledProviders(ctx.config, 'deposit');
  if (enabled.size === 0) throw AppError.of('payments_unavailable', 503);

  const region = regionFor(user.currency, input.regionHeader);
  const method = findMethod('deposit', input.hash, user.currency, region, enabled);
  if (!method) throw AppError.field('hash', 'invalid_value');
  if (input.amount < toMinor(method.min ?? DEPOSIT_DEFAULT_MIN)) {
    throw AppError.field('amount', 'amount_too_small');
  }
  if (input.amount > toMinor(method.max ?? DEPOSIT_DEFAULT_MAX)) {
    throw AppError.field('amount', 'amount_too_large');
  }

  const provider = paymentProvider(ctx, method.provider);
  if (!provider) throw AppError.of('payments_unavailable', 503);
  const id = randomUUID();
  const now = ctx.clock.now();
  const expiresAt = addSeconds(now, DEPOSIT_LIFE_TIME_S);
  const opened = await provider.openInvoice({
    id,
    amount: input.amount,
    currency: user.currency,
    method,
    expiresAt,
    locale: input.locale,
  });

  return ctx.db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(paymentInvoices)
      .values({
        id,
        userId: user.id,
        provider: provider.name,
        methodHash: method.hash,
        type: method.type,
        currency: user.currency,
        amount: input.amount,
        commission: opened.commission,
        takeBonus: input.bonus === true,
        details: {
          card: opened.card ?? null,
          address: opened.address ?? null,
          network: opened.network ?? null,
          checkout_url: opened.checkoutUrl ?? null,
          pay_amount: opened.payAmount ?? null,
          pay_currency: opened.payCurrency ?? null,
        },
        providerReference: opened.reference ?? null,
        expiresAt,
        createdAt: now,
      })
      .returning();
    await holdDeposit({ ...ctx, db: tx }, invoice!);
    await recordPaymentEvent(
      { ...ctx, db: tx },
      {
        invoiceId: id,
        kind: 'opened',
        status: 'pending',
        changed: true,
        payload: { reference: opened.reference ?? null },
      },
    );
    return invoice!;
  });
}
