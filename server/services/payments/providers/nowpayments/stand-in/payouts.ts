import { z } from 'zod';
import { normalizeCryptoAddress } from '@/lib/payments/payout-details';
import type { AppContext } from '@/server/app-context';
import { randomToken, safeEqual } from '@/server/lib/secrets';
import { compareDecimals, decimalText, floorTo, parseDecimal } from '../amounts';
import { coinOfTicker, PAYOUT_DECIMALS } from '../coins';
import { isAccountCode } from '../totp';
import { transactionHash } from './addresses';
import { deliverIpn, type IpnDelivery } from './deliver-ipn';
import { estimate, minAmountOf } from './rates';
import {
  nextId,
  StandInError,
  type StandInBatch,
  type StandInState,
  type StandInWithdrawal,
  type StandInWithdrawalStatus,
} from './state';

/** NOWPayments' JWTs stop working after five minutes. */
const TOKEN_TTL_MS = 5 * 60 * 1000;
/** A batch takes ten wrong 2FA codes, then stays unverified. */
const VERIFY_ATTEMPTS = 10;

const NETWORK_OF: Record<string, string> = { usdttrc20: 'TRC20', btc: 'BTC' };

const decimal = z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)]);

/** `POST /v1/payout`'s body: a batch of withdrawals (the fields the stand-in honours). */
export const createPayoutRequestSchema = z
  .object({
    ipn_callback_url: z.url({ protocol: /^https?$/ }).optional(),
    payout_description: z.string().max(500).optional(),
    withdrawals: z
      .array(
        z
          .object({
            address: z.string().min(1).max(128),
            currency: z.string().min(1).max(20),
            amount: decimal.optional(),
            fiat_amount: decimal.optional(),
            fiat_currency: z.string().min(1).max(10).optional(),
            ipn_callback_url: z.url({ protocol: /^https?$/ }).optional(),
            unique_external_id: z.string().min(1).max(100).optional(),
            payout_description: z.string().max(500).optional(),
          })
          .loose(),
      )
      .min(1)
      .max(100),
  })
  .loose();

const badRequest = (message: string) =>
  new StandInError(400, 'BAD_CREATE_WITHDRAWAL_REQUEST', message);

/** `POST /v1/auth`: a JWT for the account's e-mail (case-sensitive) and password. */
export function authenticate(state: StandInState, body: unknown, now: Date): string {
  const parsed = z.object({ email: z.string(), password: z.string() }).safeParse(body);
  const account = state.config.payouts;
  if (
    !parsed.success ||
    !account ||
    !safeEqual(parsed.data.email, account.email) ||
    !safeEqual(parsed.data.password, account.password)
  ) {
    throw new StandInError(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect');
  }
  const token = `${randomToken(18)}.${randomToken(24)}.${randomToken(32)}`;
  state.tokens.set(token, now.getTime() + TOKEN_TTL_MS);
  return token;
}

/** 401 unless `Authorization: Bearer <a JWT of /v1/auth, not yet expired>`. */
export function requireToken(state: StandInState, header: string | undefined, now: Date) {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const until = token ? state.tokens.get(token) : undefined;
  if (until === undefined || until <= now.getTime()) {
    throw new StandInError(
      401,
      'AUTH_REQUIRED',
      'Authorization header is empty (Bearer JWTtoken is required)',
    );
  }
}

/**
 * A batch of withdrawals (`POST /v1/payout`). Each needs an address of its coin's network and an
 * amount of at most six decimals at or above the coin's minimum (`fiat_amount` with
 * `fiat_currency` overrides `amount` at the stand-in's price); otherwise the whole batch is a
 * 400 `BAD_CREATE_WITHDRAWAL_REQUEST` and nothing is created. A batch whose withdrawals all carry
 * `unique_external_id`s of one earlier batch answers that batch again, so a retried request never
 * pays twice. An account with 2FA starts its withdrawals `CREATING` until the batch is verified.
 */
export function createPayout(state: StandInState, body: unknown, now: Date): StandInBatch {
  const parsed = createPayoutRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${issue.path.join('.') || 'body'} is invalid`);
  }
  const input = parsed.data;
  const known = input.withdrawals.map((item) =>
    item.unique_external_id ? state.byExternalId.get(item.unique_external_id) : undefined,
  );
  if (known.some(Boolean)) {
    const batches = new Set(known.map((id) => (id ? state.withdrawals.get(id)?.batchId : null)));
    const [only] = batches;
    if (batches.size === 1 && only) return state.batches.get(only)!;
    throw badRequest('unique_external_id is already used by another payout');
  }
  const withdrawals = input.withdrawals.map((item) => {
    const coin = coinOfTicker(item.currency);
    if (!coin) throw badRequest(`Currency ${item.currency} is not available for payouts`);
    const address = normalizeCryptoAddress(item.address, NETWORK_OF[coin.ticker] ?? null);
    if (!address) throw badRequest(`Invalid payout_address: ${item.currency} ${item.address}`);
    let amount =
      item.fiat_amount !== undefined && item.fiat_currency
        ? estimate(parseDecimal(item.fiat_amount)!, item.fiat_currency, coin.ticker)
        : item.amount !== undefined
          ? parseDecimal(item.amount)!
          : undefined;
    if (!amount) throw badRequest('amount is required');
    if (item.fiat_amount !== undefined) amount = floorTo(amount, PAYOUT_DECIMALS);
    if (amount.scale > PAYOUT_DECIMALS) throw badRequest('amount must not exceed 6 decimals');
    if (compareDecimals(amount, minAmountOf(coin)) < 0) {
      throw badRequest(
        `Withdrawal amount is less than minimal: ${decimalText(minAmountOf(coin))} ${coin.ticker}`,
      );
    }
    return { item, coin, address, amount };
  });
  const batch: StandInBatch = {
    id: nextId(state),
    withdrawalIds: [],
    verified: !state.config.payouts?.twoFactorSecret,
    verifyAttempts: 0,
    createdAt: now,
  };
  for (const { item, coin, address, amount } of withdrawals) {
    const withdrawal: StandInWithdrawal = {
      id: nextId(state),
      batchId: batch.id,
      status: batch.verified ? 'WAITING' : 'CREATING',
      error: null,
      currency: coin.ticker,
      amount: decimalText(amount),
      fiatAmount: item.fiat_amount !== undefined ? String(item.fiat_amount) : null,
      fiatCurrency: item.fiat_currency?.toLowerCase() ?? null,
      address,
      hash: null,
      ipnCallbackUrl: item.ipn_callback_url ?? input.ipn_callback_url ?? null,
      uniqueExternalId: item.unique_external_id ?? null,
      payoutDescription: item.payout_description ?? input.payout_description ?? null,
      createdAt: now,
      requestedAt: null,
      updatedAt: null,
    };
    state.withdrawals.set(withdrawal.id, withdrawal);
    if (withdrawal.uniqueExternalId)
      state.byExternalId.set(withdrawal.uniqueExternalId, withdrawal.id);
    batch.withdrawalIds.push(withdrawal.id);
  }
  state.batches.set(batch.id, batch);
  return batch;
}

export function findBatch(state: StandInState, batchId: string): StandInBatch {
  const batch = state.batches.get(batchId);
  if (!batch) throw new StandInError(404, 'PAYOUT_NOT_FOUND', `Payout ${batchId} not found`);
  return batch;
}

/**
 * `POST /v1/payout/{batch}/verify`: the account's current 2FA code moves the batch's withdrawals
 * from `CREATING` to `WAITING`; ten wrong codes and the batch stays unverified.
 */
export function verifyPayout(state: StandInState, batchId: string, body: unknown, now: Date) {
  const batch = findBatch(state, batchId);
  if (batch.verified) return;
  const code = z.object({ verification_code: z.string() }).safeParse(body);
  const secret = state.config.payouts?.twoFactorSecret;
  if (batch.verifyAttempts >= VERIFY_ATTEMPTS) {
    throw new StandInError(400, 'VERIFICATION_ATTEMPTS_EXCEEDED', 'Too many verification attempts');
  }
  if (!code.success || !secret || !isAccountCode(secret, code.data.verification_code, now)) {
    batch.verifyAttempts += 1;
    throw new StandInError(400, 'INVALID_VERIFICATION_CODE', 'Verification code is invalid');
  }
  batch.verified = true;
  for (const id of batch.withdrawalIds) {
    const withdrawal = state.withdrawals.get(id)!;
    if (withdrawal.status === 'CREATING') {
      withdrawal.status = 'WAITING';
      withdrawal.requestedAt = now;
      withdrawal.updatedAt = now;
    }
  }
}

/** A withdrawal as NOWPayments answers it (`POST /v1/payout`, `GET /v1/payout/{id}`). */
export function withdrawalAnswer(withdrawal: StandInWithdrawal) {
  return {
    id: withdrawal.id,
    batch_withdrawal_id: withdrawal.batchId,
    status: withdrawal.status,
    error: withdrawal.error,
    currency: withdrawal.currency,
    amount: withdrawal.amount,
    ...(withdrawal.fiatAmount !== null && {
      fiat_amount: withdrawal.fiatAmount,
      fiat_currency: withdrawal.fiatCurrency,
    }),
    address: withdrawal.address,
    extra_id: null,
    hash: withdrawal.hash,
    ipn_callback_url: withdrawal.ipnCallbackUrl,
    is_request_payouts: false,
    payout_description: withdrawal.payoutDescription,
    unique_external_id: withdrawal.uniqueExternalId,
    created_at: withdrawal.createdAt.toISOString(),
    requested_at: withdrawal.requestedAt?.toISOString() ?? null,
    updated_at: withdrawal.updatedAt?.toISOString() ?? null,
  };
}

/** A withdrawal's IPN: the fields of NOWPayments' documented example, no more. */
function withdrawalIpn(withdrawal: StandInWithdrawal): Record<string, unknown> {
  return {
    id: withdrawal.id,
    batch_withdrawal_id: withdrawal.batchId,
    status: withdrawal.status,
    error: withdrawal.error,
    currency: withdrawal.currency,
    amount: withdrawal.amount,
    address: withdrawal.address,
    fee: null,
    extra_id: null,
    hash: withdrawal.hash,
    ipn_callback_url: withdrawal.ipnCallbackUrl,
    created_at: withdrawal.createdAt.toISOString(),
    requested_at: withdrawal.requestedAt?.toISOString() ?? null,
    updated_at: withdrawal.updatedAt?.toISOString() ?? null,
  };
}

export type PayoutAction = 'finish' | 'fail' | 'reject' | 'resend';

const FROM: Record<Exclude<PayoutAction, 'resend'>, readonly StandInWithdrawalStatus[]> = {
  finish: ['WAITING', 'PROCESSING', 'SENDING'],
  fail: ['WAITING', 'PROCESSING', 'SENDING'],
  reject: ['CREATING', 'WAITING'],
};

/**
 * What the network and NOWPayments would do to a withdrawal, for a test or a developer: `finish`
 * (`PROCESSING`, `SENDING`, `FINISHED` with a transaction hash), `fail` (`FAILED` with `error`),
 * `reject` (`REJECTED`, as an unverified batch is after an hour), `resend` (the last IPN again).
 * An unverified withdrawal (`CREATING`) can only be rejected. Each change is an IPN, delivered in
 * order before this answers.
 */
export async function moveWithdrawal(
  ctx: Pick<AppContext, 'fetch' | 'clock'>,
  state: StandInState,
  withdrawalId: string,
  action: PayoutAction,
  error?: string,
): Promise<{ withdrawal: StandInWithdrawal; ipns: IpnDelivery[] }> {
  const withdrawal = state.withdrawals.get(withdrawalId);
  if (!withdrawal)
    throw new StandInError(404, 'PAYOUT_NOT_FOUND', `Withdrawal ${withdrawalId} not found`);
  const subject = `withdrawal:${withdrawalId}`;
  if (action === 'resend') {
    const last = state.lastIpn.get(subject);
    if (!last)
      throw new StandInError(409, 'NO_IPN_SENT', 'No IPN was sent for this withdrawal yet');
    return { withdrawal, ipns: [await deliverIpn(ctx, state, subject, last.url, last.body)] };
  }
  if (!FROM[action].includes(withdrawal.status)) {
    throw new StandInError(
      409,
      'INVALID_STATUS',
      `Cannot ${action} a withdrawal that is ${withdrawal.status}`,
    );
  }
  const steps: StandInWithdrawalStatus[] =
    action === 'finish'
      ? (['PROCESSING', 'SENDING', 'FINISHED'] as const).filter(
          (status) => status !== withdrawal.status,
        )
      : action === 'fail'
        ? ['FAILED']
        : ['REJECTED'];
  const ipns: IpnDelivery[] = [];
  for (const status of steps) {
    withdrawal.status = status;
    withdrawal.updatedAt = ctx.clock.now();
    if (status === 'SENDING') withdrawal.hash = transactionHash(withdrawal.id);
    if (status === 'FAILED') withdrawal.error = error ?? 'Insufficient balance for the network fee';
    ipns.push(
      await deliverIpn(ctx, state, subject, withdrawal.ipnCallbackUrl, withdrawalIpn(withdrawal)),
    );
  }
  return { withdrawal, ipns };
}
