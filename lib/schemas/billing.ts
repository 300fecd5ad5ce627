import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { HISTORY_TYPES, INVOICE_STATUSES, type HistoryType } from '@/lib/constants/payments';
import {
  STATEMENT_ACCOUNTS,
  STATEMENT_PRODUCTS,
  STATEMENT_REASONS,
} from '@/lib/constants/statement';
import { amountSchema } from '@/lib/money/amount';
import {
  officeLimitSchema,
  pageNumberSchema,
  timeCursorSchema,
  userIdQuerySchema,
  userIdSchema,
} from './common';

/**
 * The billing calls (spec §3, §4, §7): payment methods, deposits, payouts, history, wallets, the
 * sandbox provider and the operator's payout and wallet endpoints. Requests are checked by the
 * API and typed for the browser; answers are what the browser relies on (money in major units,
 * as the API speaks it; unknown fields are dropped).
 */

/** A method's public hash, as the catalogue answers it. */
const methodHashSchema = z.string().trim().min(1).max(64);

/** A deposit or payout method; null limits mean the spec's defaults (§5) or the payout rules. */
export const paymentMethodSchema = z.object({
  hash: z.string(),
  type: z.enum(['card', 'sbp', 'wallet', 'crypto']),
  /** In the request's language. */
  name: z.string(),
  name_en: z.string(),
  currency: z.string(),
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
  default_amount: z.number().nullable(),
  exchange_currency: z.string().nullable(),
  network: z.string().nullable().optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /api/v2/billing/data`: the methods for the player's currency and region. */
export const billingDataAnswerSchema = z.object({
  payments: z.object({
    methods: z.array(paymentMethodSchema),
    /**
     * The bonus the next deposit would take, and the smallest deposit that takes it (major units,
     * the player's currency; null when the bonus has no minimum): the form warns below it.
     */
    bonus: z.object({ name: z.string().nullable(), min_deposit: z.number().nullable() }),
  }),
  'crypto-payments': z.array(paymentMethodSchema),
  payouts: z.object({ methods: z.array(paymentMethodSchema) }),
  'crypto-payouts': z.array(paymentMethodSchema),
});
export type BillingData = z.infer<typeof billingDataAnswerSchema>;

/** `POST /api/v2/billing/deposit`: a method and an amount (major units; the API reads minor). */
export const depositRequestSchema = z.strictObject({
  hash: methodHashSchema,
  amount: amountSchema,
  /**
   * Take the bonus this deposit qualifies for (`payments.bonus.name`); absent or false: no bonus,
   * the player declines it (a bonus is never imposed).
   */
  bonus: z.boolean({ error: 'invalid_value' }).optional(),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** The deposit process config (spec §3): where to send the money, and until when. */
export const depositConfigSchema = z.object({
  id: z.string(),
  hash: z.string(),
  type: z.string(),
  amount: z.number(),
  shop_amount: z.number(),
  commission: z.number(),
  currency: z.string(),
  /** Seconds left to pay. */
  life_time: z.number(),
  expires_at: z.string(),
  card: z
    .object({ card_number: z.string(), phone_number: z.string().nullable().optional() })
    .nullable(),
  address: z.string().nullable(),
  network: z.string().nullable(),
  checkout_url: z.string().nullable(),
  sum_was_changed: z.boolean(),
  /** A crypto processor's exact sum to send (decimal text) and its coin; null otherwise. */
  pay_amount: z.string().nullable().optional(),
  pay_currency: z.string().nullable().optional(),
});
export type DepositConfig = z.infer<typeof depositConfigSchema>;
export const depositAnswerSchema = depositConfigSchema;

/** `GET /billing/payment/status/{invoiceId}`; `status` is one of PAYMENT_STATUS. */
export const paymentStatusAnswerSchema = z.object({
  status: z.number(),
  amount: z.number(),
  paid_amount: z.number().nullable(),
  currency: z.string(),
  sum_was_changed: z.boolean(),
  /** Bonus money this deposit credited (0 when it took none): shown apart from the real money. */
  bonus_amount: z.number(),
});
export type PaymentStatus = z.infer<typeof paymentStatusAnswerSchema>;

/** `paid` and `failed`: a provider that reports a payout's end said it arrived, or never will. */
export const PAYOUT_STATUSES = [
  'pending',
  'approved',
  'paid',
  'failed',
  'rejected',
  'cancelled',
] as const;

export const payoutSchema = z.object({
  id: z.string(),
  hash: z.string(),
  type: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** The card masked (`•••• 6789`) or the crypto address and network. */
  details: z.object({
    card_number: z.string().optional(),
    address: z.string().optional(),
    network: z.string().nullable().optional(),
  }),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** `POST /api/v2/billing/payout`: `details` carries a card number or an address, as the method says. */
export const payoutRequestSchema = z.strictObject({
  hash: methodHashSchema,
  amount: amountSchema,
  details: z
    .strictObject({
      card_number: z.string().max(64).optional(),
      address: z.string().max(128).optional(),
    })
    .default({}),
  /**
   * With an active bonus in the payout's currency, the bonus money the player agrees to give up
   * (major units), as the 409 `bonus_active` answer showed it; without it that answer comes.
   */
  forfeit_bonus: z
    .number({ error: 'invalid_type' })
    .nonnegative({ error: 'invalid_value' })
    .optional(),
});
export type PayoutRequest = z.input<typeof payoutRequestSchema>;
/** The answer of a payout request and of its cancellation. */
export const payoutAnswerSchema = payoutSchema;

export { HISTORY_TYPES, type HistoryType };

/** `GET /api/v2/billing/history?type=&page=&per_page=`. */
export const historyQuerySchema = z.object({
  type: z.enum(HISTORY_TYPES).default('all'),
  page: pageNumberSchema.pipe(z.number().min(1, { error: 'invalid_value' })).default(1),
  per_page: pageNumberSchema
    .pipe(z.number().min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }))
    .default(20),
});

export const HISTORY_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refunded',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const historyItemSchema = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'payout']),
  method: z.object({ hash: z.string(), name: z.string() }),
  amount: z.number(),
  paid_amount: z.number().nullable(),
  currency: z.string(),
  status: z.enum(HISTORY_STATUSES),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** `GET /api/v2/billing/history`: one page, newest first. */
export const historyAnswerSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type HistoryPage = z.infer<typeof historyAnswerSchema>;

/**
 * `GET /api/v2/billing/statement`: one account of the player (real or bonus money, in one
 * currency: the profile's unless named), optionally one product and a period (`from` inclusive,
 * `to` exclusive, ISO date-times), newest first, a page at a time.
 */
export const statementQuerySchema = z.object({
  account: z.enum(STATEMENT_ACCOUNTS, { error: 'invalid_value' }).default('real'),
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }).optional(),
  product: z.enum(STATEMENT_PRODUCTS, { error: 'invalid_value' }).optional(),
  from: z.iso.datetime({ offset: true, error: 'invalid_value' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'invalid_value' }).optional(),
  page: historyQuerySchema.shape.page,
  per_page: historyQuerySchema.shape.per_page,
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  /** The ledger transfer's id. */
  id: z.number(),
  created_at: z.string(),
  product: z.enum(STATEMENT_PRODUCTS),
  reason: z.enum(STATEMENT_REASONS),
  /** What the movement did to the account's money available to play: + in, − out. */
  amount: z.number(),
  /** The account's money after it: the newest entry's is the balance the header shows. */
  balance: z.number(),
  /** What it belongs to, read off its ledger key (`ticket`, `payout`, `tournament`…), or null. */
  subject: z.object({ type: z.string(), id: z.string() }).nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementAnswerSchema = z.object({
  account: z.enum(STATEMENT_ACCOUNTS),
  currency: z.string(),
  /** The account's money now (what the header shows for it). */
  balance: z.number(),
  items: z.array(statementEntrySchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type StatementPage = z.infer<typeof statementAnswerSchema>;

export const walletSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  bonus_balance: z.number(),
  total_balance: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /api/v2/billing/wallets`: the profile currency first, then every other one held. */
export const walletsAnswerSchema = z.object({ wallets: z.array(walletSchema) });
export type Wallets = z.infer<typeof walletsAnswerSchema>;

/** The sandbox provider's invoice, as its checkout page reads it. */
export const sandboxInvoiceAnswerSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  expires_at: z.string(),
  merchant: z.string(),
});
export type SandboxInvoice = z.infer<typeof sandboxInvoiceAnswerSchema>;

/**
 * The checkout link's token (the `token` of its fragment), which lets whoever holds the link pay
 * or decline that invoice; without it the call needs the invoice owner's bearer token.
 */
const checkoutTokenSchema = z.string().max(200).optional();

/**
 * The checkout's Pay button; an `amount` below the invoice's makes the provider report that
 * smaller sum (never more than the invoice).
 */
export const sandboxPayRequestSchema = z.strictObject({
  amount: amountSchema.optional(),
  checkout_token: checkoutTokenSchema,
});

/** The checkout's Decline button. */
export const sandboxDeclineRequestSchema = z.strictObject({ checkout_token: checkoutTokenSchema });

/** What the provider's invoice came to after the button. */
export const sandboxOutcomeAnswerSchema = z.object({
  status: z.enum(INVOICE_STATUSES),
});

/** `POST /payments/{provider}/webhook`: the provider's report was taken. */
export const webhookAnswerSchema = z.object({ ok: z.literal(true), status: z.string() });

// Operator endpoints

/** Payouts per page of the cursor form unless `limit` says. */
const OPERATOR_PAYOUTS_LIMIT = 50;

/**
 * `GET /operator/payouts?status=&user_id=` and either `before=&limit=` (the cursor form: newest
 * first by time and id, no total) or `page=&per_page=` (pages with the total: 1 and 20 by
 * default, and the form taken when neither is given). Both at once is a 422 on `page`.
 */
export const operatorPayoutsQuerySchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES).optional(),
    user_id: userIdQuerySchema.optional(),
    page: historyQuerySchema.shape.page.unwrap().optional(),
    per_page: historyQuerySchema.shape.per_page.unwrap().optional(),
    /** The cursor: the previous page's `next`. */
    before: timeCursorSchema.optional(),
    /** Payouts per page of the cursor form, 1 to 200 (50). */
    limit: officeLimitSchema.optional(),
  })
  .superRefine((query, context) => {
    const cursor = query.before !== undefined || query.limit !== undefined;
    if (cursor && (query.page !== undefined || query.per_page !== undefined)) {
      context.addIssue({ code: 'custom', path: ['page'], message: 'invalid_value' });
    }
  })
  .transform(({ status, user_id, page, per_page, before, limit }) =>
    before !== undefined || limit !== undefined
      ? { form: 'cursor' as const, status, user_id, before, limit: limit ?? OPERATOR_PAYOUTS_LIMIT }
      : { form: 'page' as const, status, user_id, page: page ?? 1, per_page: per_page ?? 20 },
  );

/** A payout as an operator sees it: whose it is, where the money goes in full, the decision. */
export const operatorPayoutSchema = payoutSchema.extend({
  user_id: z.number(),
  details: z.object({
    card_number: z.string().optional(),
    address: z.string().optional(),
    network: z.string().nullable().optional(),
  }),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  provider_reference: z.string().nullable(),
  /** The provider's last word on the transfer (`SENDING`, `FINISHED`, `REFUSED`…) and why it failed. */
  provider_status: z.string().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  /** When the provider reported it paid or failed. */
  settled_at: z.string().nullable().optional(),
  /** What staff weigh beside it (the queue's list only). */
  risk: z
    .object({
      kyc_level: z.number(),
      kyc_required_level: z.number(),
      open_flags: z.number(),
      /** Paid in less paid out, ever, in the payout's currency. */
      net_deposits: z.number(),
      /** Still to be staked under the turnover rule; null: no rule. */
      turnover_remaining: z.number().nullable(),
    })
    .optional(),
});

/** The cursor form's answer: a page newest first and the next page's cursor (null at the end). */
export const operatorPayoutsCursorAnswerSchema = z.object({
  items: z.array(operatorPayoutSchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});

/** The page form's answer, with the total (it counts every matching payout). */
export const operatorPayoutsPageAnswerSchema = z.object({
  items: z.array(operatorPayoutSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

export const operatorPayoutsAnswerSchema = z.union([
  operatorPayoutsPageAnswerSchema,
  operatorPayoutsCursorAnswerSchema,
]);

/** `POST /operator/payouts/{id}/approve` and `/reject`: an optional note for the record. */
export const payoutDecisionRequestSchema = z.strictObject({
  note: z.string().trim().max(500).nullish(),
});

/** `POST /operator/wallet/adjustments`: a credit or debit, once per key. */
export const walletAdjustmentRequestSchema = z.strictObject({
  key: z.string().trim().min(1).max(200),
  user_id: userIdSchema,
  currency: z.enum(CURRENCIES),
  amount: amountSchema,
  direction: z.enum(['credit', 'debit']),
  kind: z.enum(['real', 'bonus']).default('real'),
  reason: z.string().trim().min(1).max(500),
});

export const walletAdjustmentAnswerSchema = z.object({
  transfer_id: z.number(),
  balance: z.number(),
});
