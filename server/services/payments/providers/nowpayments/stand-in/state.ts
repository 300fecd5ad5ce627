import { randomInt } from 'node:crypto';
import type { NowPaymentsConfig } from '@/server/payments-config';

/**
 * The stand-in of NOWPayments keeps its merchant account in memory, one per configuration (so
 * per running app, and per test API): payments, payout batches and their withdrawals, and the
 * JWTs it handed out. A restart forgets them, as a fresh sandbox account would be empty.
 */

export type StandInPaymentStatus =
  | 'waiting'
  | 'confirming'
  | 'confirmed'
  | 'sending'
  | 'partially_paid'
  | 'finished'
  | 'failed'
  | 'refunded'
  | 'expired';

export type StandInPayment = {
  paymentId: string;
  purchaseId: string;
  status: StandInPaymentStatus;
  payAddress: string;
  priceAmount: string;
  priceCurrency: string;
  payAmount: string;
  payCurrency: string;
  actuallyPaid: string;
  orderId: string | null;
  orderDescription: string | null;
  ipnCallbackUrl: string | null;
  isFixedRate: boolean;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
};

export type StandInWithdrawalStatus =
  'CREATING' | 'WAITING' | 'PROCESSING' | 'SENDING' | 'FINISHED' | 'FAILED' | 'REJECTED';

export type StandInWithdrawal = {
  id: string;
  batchId: string;
  status: StandInWithdrawalStatus;
  error: string | null;
  currency: string;
  amount: string;
  fiatAmount: string | null;
  fiatCurrency: string | null;
  address: string;
  hash: string | null;
  ipnCallbackUrl: string | null;
  uniqueExternalId: string | null;
  payoutDescription: string | null;
  createdAt: Date;
  requestedAt: Date | null;
  updatedAt: Date | null;
};

export type StandInBatch = {
  id: string;
  withdrawalIds: string[];
  verified: boolean;
  verifyAttempts: number;
  createdAt: Date;
};

/** The last IPN sent about a payment or a withdrawal, which `resend` sends again. */
export type SentIpn = { url: string; body: Record<string, unknown> };

export type StandInState = {
  config: NowPaymentsConfig;
  nextId: number;
  payments: Map<string, StandInPayment>;
  withdrawals: Map<string, StandInWithdrawal>;
  batches: Map<string, StandInBatch>;
  /** `unique_external_id` → withdrawal id: the same id again answers the same withdrawal. */
  byExternalId: Map<string, string>;
  /** JWT → when it stops working (ms). */
  tokens: Map<string, number>;
  lastIpn: Map<string, SentIpn>;
};

const accounts = ((
  globalThis as { __nowPaymentsStandIns?: WeakMap<NowPaymentsConfig, StandInState> }
).__nowPaymentsStandIns ??= new WeakMap());

/** The stand-in's account for this configuration, made empty on first use. */
export function standInState(config: NowPaymentsConfig): StandInState {
  let state = accounts.get(config);
  if (!state) {
    state = {
      config,
      // NOWPayments' ids are numbers unique to the account for ever; the stand-in counts from
      // the time it started, so a restarted one never hands out an id a database already holds.
      nextId: Date.now() * 1000 + randomInt(0, 1000),
      payments: new Map(),
      withdrawals: new Map(),
      batches: new Map(),
      byExternalId: new Map(),
      tokens: new Map(),
      lastIpn: new Map(),
    };
    accounts.set(config, state);
  }
  return state;
}

export function nextId(state: StandInState): string {
  state.nextId += 1;
  return String(state.nextId);
}

/** An error as NOWPayments answers it: `{status: false, statusCode, code, message}`. */
export class StandInError extends Error {
  override name = 'StandInError';
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  body() {
    return { status: false, statusCode: this.statusCode, code: this.code, message: this.message };
  }
}
