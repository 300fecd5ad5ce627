import { FOUR_EYES_PERMISSIONS } from '@/lib/constants/staff';
import {
  approvalAnswerSchema,
  approvalConfirmAnswerSchema,
  approvalConfirmRequestSchema,
  approvalRefuseRequestSchema,
  approvalsAnswerSchema,
  approvalsQuerySchema,
} from '@/lib/schemas/approvals';
import { AppError } from '@/server/lib/app-error';
import { confirmApproval } from '@/server/services/staff/approvals/confirm-approval';
import { getApproval } from '@/server/services/staff/approvals/get-approval';
import { listApprovals } from '@/server/services/staff/approvals/list-approvals';
import { refuseApproval } from '@/server/services/staff/approvals/refuse-approval';
import { clientIp, pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['operator'] as const;
/**
 * Any permission of a held action lets a member of staff in; each approval then asks for its own
 * action's (`approvalFor`: a trader cannot decide a payout), and the list shows only those.
 */
const auth = { staff: FOUR_EYES_PERMISSIONS };

/** The path's approval id; anything but a positive integer names none. */
function approvalId(c: ApiContext) {
  const id = Number(pathParam(c, 'id'));
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return id;
}

/** Four eyes (issue 33): money actions held for a second member of staff, mounted at `/operator/approvals`. */
export const operatorApprovals = router()
  // GET /operator/approvals — held money actions newest first, by cursor
  .get(
    '/',
    operation(
      {
        summary: 'Money actions held for a second member of staff, newest first',
        tags,
        auth,
        query: approvalsQuerySchema,
        answer: approvalsAnswerSchema,
      },
      (c, { query }) => listApprovals(c.var.ctx, c.var.staff, query),
    ),
  )
  // GET /operator/approvals/{id} — one held money action
  .get(
    '/:id',
    operation(
      {
        summary: 'A money action held for a second member of staff',
        tags,
        auth,
        answer: approvalAnswerSchema,
      },
      async (c) => ({ approval: await getApproval(c.var.ctx, approvalId(c), c.var.staff) }),
    ),
  )
  // POST /operator/approvals/{id}/confirm — run the held action as the confirming member of staff
  .post(
    '/:id/confirm',
    operation(
      {
        summary: 'Confirm a held money action: it runs now, as the confirming member of staff',
        description:
          'Not by whoever asked for it (409 `four_eyes_same_actor`). The action runs in one transaction with the approval confirmed and the audit row written; when it fails, its own error is answered and the approval stays pending.',
        tags,
        auth,
        // Written inside the confirmation's transaction, with the approval before and after.
        audit: false,
        body: approvalConfirmRequestSchema,
        answer: approvalConfirmAnswerSchema,
        errors: [409],
      },
      (c, { body }) =>
        confirmApproval(c.var.ctx, {
          id: approvalId(c),
          actor: c.var.staff,
          note: body.note || null,
          requestId: c.var.requestId,
          address: clientIp(c),
        }),
    ),
  )
  // POST /operator/approvals/{id}/refuse — turn a held money action down (or withdraw one's own)
  .post(
    '/:id/refuse',
    operation(
      {
        summary: 'Refuse a held money action, or withdraw one\u2019s own: nothing runs',
        tags,
        auth,
        body: approvalRefuseRequestSchema,
        answer: approvalAnswerSchema,
        errors: [409],
      },
      async (c, { body }) => ({
        approval: await refuseApproval(c.var.ctx, {
          id: approvalId(c),
          actor: c.var.staff,
          note: body.note,
        }),
      }),
    ),
  );
