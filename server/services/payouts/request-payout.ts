import { randomUUID } from 'node:crypto';
import { MIN_PAYOUT } from '@/lib/constants/payments';
import { toMajor, toMinor } from '@/lib/money/units';
import {
  normalizeCardNumber,
  normalizeCryptoAddress,
  passesLuhn,
} from '@/lib/payments/payout-details';
import type { AppContext } from '@/server/app-context';
import { payouts, type Payout, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { ErrorCode } from '@/server/lib/error-codes';
import { endGrant, grantBalance } from '@/server/services/bonus/end-grant';
import { expireGrants } from '@/server/services/bonus/expire-grants';
import { findActiveGrant } from '@/server/services/bonus/find-active-grant';
import { debtOwed } from '@/server/services/ledger/debt-owed';
import { transfer } from '@/server/services/ledger/transfer';
import {
  findMethod,
  regionFor,
  type OfferedMethod,
  type Region,
} from '@/server/services/payments/methods';
import { enabledProviders } from '@/server/services/payments/providers';
import { destinationHash } from '@/server/services/payouts/destination-hash';
import {
  storedDetails,
  type PayoutDestination,
} from '@/server/services/payouts/payout-destination';
import { assertTurnoverMet } from '@/server/services/kyc/turnover';
import { assertVerifiedForPayout } from '@/server/services/kyc/payout-gate';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';

export type PayoutRequest = {
  hash: string;
  /** Minor units. */
  amount: number;
  details: { card_number?: string; address?: string };
  /** The bonus money the player agrees to forfeit, major units (see `checkBonus`). */
  forfeit_bonus?: number;
};

type FieldErrors = Record<string, ErrorCode[]>;

function addError(errors: FieldErrors, field: string, code: ErrorCode) {
  (errors[field] ??= []).push(code);
}

/** The smallest payout is spec §9's per currency, or the method's own when that is higher. */
function checkAmount(method: OfferedMethod, amount: number, errors: FieldErrors) {
  const min = Math.max(toMinor(MIN_PAYOUT[method.currency]), toMinor(method.min ?? 0));
  if (amount < min) addError(errors, 'amount', 'amount_too_small');
  else if (method.max !== null && amount > toMinor(method.max)) {
    addError(errors, 'amount', 'amount_too_large');
  }
}

/** Payout methods are cards or crypto wallets; each needs where the money goes. */
function checkDetails(
  method: OfferedMethod,
  input: PayoutRequest['details'],
  errors: FieldErrors,
): PayoutDestination | null {
  if (method.type === 'crypto') {
    if (!input.address?.trim()) {
      addError(errors, 'details.address', 'required');
      return null;
    }
    const address = normalizeCryptoAddress(input.address, method.network);
    if (!address) addError(errors, 'details.address', 'invalid_crypto_address');
    return { address: address ?? '', network: method.network ?? null };
  }
  if (!input.card_number?.trim()) {
    addError(errors, 'details.card_number', 'required');
    return null;
  }
  const digits = normalizeCardNumber(input.card_number);
  if (!digits || !passesLuhn(digits)) {
    addError(errors, 'details.card_number', 'invalid_card_number');
  }
  return { card_number: digits ?? '' };
}

/**
 * A payout with an active bonus in its currency forfeits it (the deposit and real money are never
 * locked, but bonus money does not survive a withdrawal). Unless the request carries
 * `forfeit_bonus` equal to the bonus money now, it is a 409 `bonus_active` with that `amount`, so
 * the player confirms exactly what they give up. Answers the grant to forfeit and its money.
 */
async function checkBonus(ctx: AppContext, user: User, input: PayoutRequest) {
  await expireGrants(ctx, user.id);
  const grant = await findActiveGrant(ctx.db, user.id, user.currency);
  if (!grant) return null;
  const amount = Math.max(0, await grantBalance(ctx.db, grant));
  if (input.forfeit_bonus === undefined || toMinor(input.forfeit_bonus) !== amount) {
    throw AppError.of('bonus_active', 409).withDetails({
      amount: toMajor(amount),
      currency: user.currency,
    });
  }
  return { grant, amount };
}

/**
 * A player asks to withdraw real money in the profile currency. The amount is held at once: the
 * payout row and the pending ledger transfer (key `payout:<id>`, player → the provider's clearing
 * account) are written in one transaction, so a payout beyond the balance (422
 * `insufficient_funds`, decided under the account's row lock) leaves no row behind, and
 * concurrent requests can never hold more than the player has. An active bonus the player agreed
 * to forfeit (`checkBonus`) ends in the same transaction (`bonus-grant:<id>:forfeit`).
 */
export async function requestPayout(
  ctx: AppContext,
  user: User,
  region: Region | null,
  input: PayoutRequest,
): Promise<Payout> {
  await hitRateLimit(ctx, `payout:user:${user.id}`, LIMITS.payoutByUser);
  const enabled = enabledProviders(ctx.config, 'payout');
  if (enabled.size === 0) throw AppError.of('payments_unavailable', 503);
  const currency = user.currency;
  // A debt (a reversed payout the player could not cover) is paid before any withdrawal.
  if ((await debtOwed(ctx.db, user.id, currency)) > 0) {
    throw AppError.of('debt_outstanding', 409);
  }
  const method = findMethod('payout', input.hash, currency, regionFor(currency, region), enabled);
  if (!method) throw AppError.field('hash', 'invalid_value');

  const errors: FieldErrors = {};
  checkAmount(method, input.amount, errors);
  const destination = checkDetails(method, input.details, errors);
  if (!destination || Object.keys(errors).length > 0) throw AppError.fields(errors);
  // Deposits played through first, then the verification the payout needs (issue 35).
  await assertTurnoverMet(ctx, user);
  await assertVerifiedForPayout(ctx, user);
  const bonus = await checkBonus(ctx, user, input);

  const id = randomUUID();
  return ctx.db.transaction(async (tx) => {
    if (bonus) {
      await endGrant(
        { ...ctx, db: tx },
        {
          grantId: bonus.grant.id,
          status: 'forfeited',
          reason: 'payout',
          confirmAmount: bonus.amount,
        },
      );
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        id,
        userId: user.id,
        provider: method.provider,
        methodHash: method.hash,
        type: method.type,
        currency,
        amount: input.amount,
        details: storedDetails(ctx, id, destination),
        destinationHash: destinationHash(ctx, destination),
        createdAt: ctx.clock.now(),
      })
      .returning();
    await transfer(
      { ...ctx, db: tx },
      {
        key: `payout:${id}`,
        kind: 'payout',
        debit: { owner: 'user', userId: user.id, currency, kind: 'real' },
        credit: { owner: 'psp', provider: method.provider, currency },
        amount: input.amount,
        currency,
        pending: true,
        metadata: { payout_id: id },
      },
    );
    return payout!;
  });
}
