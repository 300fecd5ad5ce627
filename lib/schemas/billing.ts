import { z } from 'zod';

/**
 * Answers of the billing calls (spec §3, §4, §7) as far as the browser relies on them. Money is
 * in major units, as the API speaks it; unknown fields are dropped.
 */

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
export const billingDataSchema = z.object({
  payments: z.object({
    methods: z.array(paymentMethodSchema),
    bonus: z.object({ name: z.string().nullable() }),
  }),
  'crypto-payments': z.array(paymentMethodSchema),
  payouts: z.object({ methods: z.array(paymentMethodSchema) }),
  'crypto-payouts': z.array(paymentMethodSchema),
});
export type BillingData = z.infer<typeof billingDataSchema>;

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
});
export type DepositConfig = z.infer<typeof depositConfigSchema>;

/** `GET /billing/payment/status/{invoiceId}`; `status` is one of PAYMENT_STATUS. */
export const paymentStatusSchema = z.object({
  status: z.number(),
  amount: z.number(),
  paid_amount: z.number().nullable(),
  currency: z.string(),
  sum_was_changed: z.boolean(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

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

/** What `POST /api/v2/billing/payout` takes; `details` carries a card number or an address. */
export type PayoutInput = {
  hash: string;
  amount: number;
  details: { card_number?: string; address?: string };
};

export const HISTORY_TYPES = ['all', 'deposit', 'payout'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

export const HISTORY_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
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
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const walletSchema = z.object({
  currency: z.string(),
  balance: z.number(),
  bonus_balance: z.number(),
  total_balance: z.number(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `GET /api/v2/billing/wallets`: the profile currency first, then every other one held. */
export const walletsSchema = z.object({ wallets: z.array(walletSchema) });
export type Wallets = z.infer<typeof walletsSchema>;

/** The sandbox provider's invoice, as its checkout page reads it. */
export const sandboxInvoiceSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired']),
  expires_at: z.string(),
  merchant: z.string(),
});
export type SandboxInvoice = z.infer<typeof sandboxInvoiceSchema>;
