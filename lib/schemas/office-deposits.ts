import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import {
  DEPOSIT_METHOD_CODES,
  INVOICE_STATUSES,
  PAYMENT_EVENT_KINDS,
} from '@/lib/constants/payments';
import { officeLimitSchema, timeCursorSchema, userIdQuerySchema } from './common';

/**
 * The back office's Deposits section (issue 36), `payouts.decide` or `finance.read`: deposits
 * (payment invoices) newest first, and one with its provider events and ledger transfers.
 * Money is in major units, as the API speaks it.
 */

/** An instant of the query string (ISO 8601 with its offset), from 1970 on. */
const instantSchema = z.iso
  .datetime({ offset: true, error: 'invalid_value' })
  .refine((value) => Date.parse(value) >= 0, { error: 'invalid_value' });

/**
 * `GET /operator/deposits`: by status, player, method (its catalogue code: `card`, `sbp`,
 * `kaspi`, `usdt-trc20`, `btc`), currency and time opened (`from` inclusive, `to` exclusive);
 * `before` is the previous page's `next`.
 */
export const depositsQuerySchema = z.strictObject({
  status: z.enum(INVOICE_STATUSES, { error: 'invalid_value' }).optional(),
  user_id: userIdQuerySchema.optional(),
  method: z.enum(DEPOSIT_METHOD_CODES, { error: 'invalid_value' }).optional(),
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  before: timeCursorSchema.optional(),
  limit: officeLimitSchema.default(50),
});
export type DepositsQuery = z.output<typeof depositsQuerySchema>;

export const depositRowSchema = z.object({
  /** The invoice's id (a UUID). */
  id: z.string(),
  user_id: z.number(),
  /** The player's e-mail; null for an account without one. */
  email: z.string().nullable(),
  provider: z.string(),
  method: z.object({
    /** The catalogue's code; null for a method the catalogue no longer has. */
    code: z.string().nullable(),
    /** In the request's language. */
    name: z.string(),
    type: z.string(),
  }),
  currency: z.enum(CURRENCIES),
  /** What the player asked to pay. */
  amount: z.number(),
  /** What the provider reported as paid; null until it does. */
  paid_amount: z.number().nullable(),
  /** The provider's fee, borne by the house. */
  fee: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's own id of the payment. */
  provider_reference: z.string().nullable(),
  created_at: z.string(),
  /** When it was paid or failed. */
  settled_at: z.string().nullable(),
});
export type DepositRow = z.infer<typeof depositRowSchema>;

export const depositsAnswerSchema = z.object({
  deposits: z.array(depositRowSchema),
  /** Pass as `before` for the next page; null at the end. */
  next: z.string().nullable(),
});
export type DepositsPage = z.infer<typeof depositsAnswerSchema>;

/** One event of an invoice, in order: opened, each callback taken, the expiry. */
export const depositEventSchema = z.object({
  id: z.number(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  /** The invoice's status after it. */
  status: z.enum(INVOICE_STATUSES),
  /** False for a callback that changed nothing (a replay of a settled invoice). */
  changed: z.boolean(),
  /** A callback's signature was checked and valid; null for events that are not callbacks. */
  signature_verified: z.boolean().nullable(),
  /** The provider's fields as it sent them. */
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type DepositEvent = z.infer<typeof depositEventSchema>;

/** A ledger transfer the deposit made: its hold, the hold's release, the credit, the fee, a bonus. */
export const depositTransferSchema = z.object({
  id: z.number(),
  key: z.string(),
  kind: z.string(),
  status: z.enum(['posted', 'pending', 'voided']),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** The accounts' codes (`psp:sandbox:RUB#3`, `user:42:RUB:real`, …). */
  debit: z.string(),
  credit: z.string(),
  /** The pending transfer this one posts or voids. */
  settles_id: z.number().nullable(),
  created_at: z.string(),
});
export type DepositTransfer = z.infer<typeof depositTransferSchema>;

/** `GET /operator/deposits/{id}`. */
export const depositAnswerSchema = z.object({
  deposit: depositRowSchema.extend({
    expires_at: z.string(),
    /** The player paid another sum than the invoice's. */
    sum_was_changed: z.boolean(),
    /** The player took the deposit bonus on offer. */
    take_bonus: z.boolean(),
  }),
  events: z.array(depositEventSchema),
  transfers: z.array(depositTransferSchema),
});
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;
