import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { toMinor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { paymentInvoices, users, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { worthInBase } from '@/server/services/exchange-rates/worth';
import { requireLevel } from './requirements';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** The level the operator asks before any payout: none without a provider to verify it with. */
function payoutLevel(ctx: Pick<AppContext, 'config'>) {
  return ctx.config.kyc.provider ? ctx.config.kyc.payoutLevel : 0;
}

function refusal(required: number, verified: number, status: string) {
  return AppError.of('verification_required', 409).withDetails({
    level: required,
    verified_level: verified,
    status,
  });
}

/**
 * A payout request: the player must hold the level asked of them, and at least the operator's
 * level before payouts (`KYC_PAYOUT_LEVEL`). Short of it, the payout's requirement is recorded
 * (so the profile says verification is needed) and the answer is 409 `verification_required`
 * with the level to reach.
 */
export async function assertVerifiedForPayout(ctx: Ctx, cached: User) {
  // The session's user may be seconds old: a review that just arrived counts.
  const [user] = await ctx.db.select().from(users).where(eq(users.id, cached.id));
  if (!user) throw AppError.of('not_found', 404);
  let required = user.kycRequiredLevel;
  let status: string = user.kycStatus;
  const level = payoutLevel(ctx);
  if (level > 0 && user.kycLevel < level) {
    const state = await requireLevel(ctx, {
      userId: user.id,
      level,
      source: 'payout',
      reason: 'payout',
      createdBy: 'system',
    });
    required = state?.kycRequiredLevel ?? Math.max(required, level);
    status = state?.kycStatus ?? status;
  }
  if (user.kycLevel < required) throw refusal(required, user.kycLevel, status);
}

/**
 * A payout's approval, under the player's row lock: a level taken away since the request (a RED
 * after a GREEN) or asked since (a flag) stops it with the same 409.
 */
export async function assertPayoutStillVerified(
  ctx: { db: Db; config: AppContext['config'] },
  userId: number,
) {
  const [user] = await ctx.db
    .select({ level: users.kycLevel, required: users.kycRequiredLevel, status: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (!user) return;
  const required = Math.max(user.required, payoutLevel(ctx));
  if (user.level < required) throw refusal(required, user.level, user.status);
}

/**
 * After a deposit is paid: once the player's paid deposits in all currencies are worth
 * `KYC_DEPOSIT_THRESHOLD_EUR` or more (through the exchange rates), `KYC_DEPOSIT_LEVEL` is asked
 * of them. Asked once; nothing without a provider or a threshold.
 */
export async function checkDepositThreshold(ctx: Ctx, userId: number) {
  const { depositThresholdEur, depositLevel, provider } = ctx.config.kyc;
  if (depositThresholdEur <= 0 || (!provider && depositLevel < 3)) return;
  const totals = await ctx.db
    .select({
      currency: paymentInvoices.currency,
      amount: sql<string>`sum(coalesce(${paymentInvoices.paidAmount}, ${paymentInvoices.amount}))`,
    })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.userId, userId), eq(paymentInvoices.status, 'paid')))
    .groupBy(paymentInvoices.currency);
  const deposited = await worthInBase(
    ctx.db,
    totals.map((row) => ({ amount: Number(row.amount), currency: row.currency as Currency })),
  );
  const threshold = await worthInBase(ctx.db, [
    { amount: toMinor(depositThresholdEur), currency: 'EUR' },
  ]);
  if (deposited === null || threshold === null || deposited < threshold) return;
  await requireLevel(ctx, {
    userId,
    level: depositLevel,
    source: 'deposits',
    reason: `deposits ≥ EUR ${depositThresholdEur}`,
    createdBy: 'system',
  });
}
