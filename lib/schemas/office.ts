import { z } from '@/lib/zod';
import { approvalHeldAnswerSchema } from './approvals';
import { operatorPayoutSchema, walletAdjustmentAnswerSchema } from './billing';

/**
 * Answers the back office's pages read as one shape where the server's contract has two: the
 * server's schemas stay the contract (`staff.ts`, `billing.ts`, `approvals.ts`).
 */

/** A 204 (sign-out). */
export const noContentSchema = z.undefined();

/**
 * `POST /operator/payouts/{id}/approve`: 200 the payout as decided, or 202 the approval that
 * holds it for a second member of staff (at or above `FOUR_EYES_THRESHOLD`).
 */
export const payoutDecisionAnswerSchema = z.union([approvalHeldAnswerSchema, operatorPayoutSchema]);

/** `POST /operator/wallet/adjustments`: 201 the adjustment made, or 202 the approval it waits for. */
export const adjustmentDecisionAnswerSchema = z.union([
  approvalHeldAnswerSchema,
  walletAdjustmentAnswerSchema,
]);
