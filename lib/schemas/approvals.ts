import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { APPROVAL_STATUSES, FOUR_EYES_ACTIONS, type FourEyesAction } from '@/lib/constants/staff';

/**
 * Four eyes (issue 33): money actions held for a second member of staff (`/operator/approvals`).
 * Money in major units like the rest of the operator API.
 */

export const fourEyesActionSchema = z.enum(
  Object.keys(FOUR_EYES_ACTIONS) as [FourEyesAction, ...FourEyesAction[]],
);

/** A held action and what became of it. */
export const approvalSchema = z
  .object({
    id: z.number(),
    action: fourEyesActionSchema,
    status: z.enum(APPROVAL_STATUSES),
    /** What it acts on: a payout's id, an adjustment's key, a market (`event/type/specifiers`). */
    target_type: z.string(),
    target_id: z.string(),
    /**
     * What the confirmation runs: the request as validated (money in minor units), with the
     * path's parameters.
     */
    request: z.record(z.string(), z.unknown()),
    /** What it is worth (a settlement: its tickets' potential payouts in the base currency). */
    amount: z.number(),
    currency: z.enum(CURRENCIES),
    /** `staff:<id>` or `service`, and the address or `service` for people. */
    requested_by: z.string(),
    requested_by_label: z.string(),
    reason: z.string().nullable(),
    decided_by: z.string().nullable(),
    decided_by_label: z.string().nullable(),
    decided_at: z.string().nullable(),
    decision_note: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Approval' });
export type Approval = z.infer<typeof approvalSchema>;

/** The 202 of a money action at or above `FOUR_EYES_THRESHOLD`: nothing ran; it waits for a second member of staff. */
export const approvalHeldAnswerSchema = z
  .object({ approval: approvalSchema })
  .meta({ id: 'ApprovalHeld' });

/** `GET /operator/approvals`: newest first, `cursor` the `next` of the previous page. */
export const approvalsQuerySchema = z.strictObject({
  status: z.enum(APPROVAL_STATUSES).optional(),
  cursor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const approvalsAnswerSchema = z.object({
  data: z.array(approvalSchema),
  /** The `cursor` of the next page; null on the last. */
  next: z.number().nullable(),
});

export const approvalAnswerSchema = z.object({ approval: approvalSchema });

/** `POST /operator/approvals/{id}/confirm`: the held action runs, as the confirming member of staff. */
export const approvalConfirmRequestSchema = z.strictObject({
  note: z.string().trim().max(500).optional(),
});

/** The approval, confirmed, and the held action's own answer (a payout, an adjustment, a market). */
export const approvalConfirmAnswerSchema = z.object({
  approval: approvalSchema,
  result: z.record(z.string(), z.unknown()),
});

/** `POST /operator/approvals/{id}/refuse`: why (required). */
export const approvalRefuseRequestSchema = z.strictObject({
  note: z.string().trim().min(1).max(500),
});
