import { eq } from 'drizzle-orm';
import type { FourEyesAction } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import { staffApprovals, type StaffApproval } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { StaffActor } from '../actor';
import { auditActor, recordAudit } from '../audit';
import { approvalFor } from './approval-access';
import { expireApprovals } from './expire-approvals';
import { HELD_ACTIONS } from './held-actions';
import { approvalActor, serializeApproval } from './serialize-approval';

export type Confirmation = {
  id: number;
  actor: StaffActor;
  note: string | null;
  /** The request's, for the audit row. */
  requestId: string | null;
  address: string | null;
};

/**
 * A second member of staff confirms a held money action, which runs as theirs: in one
 * transaction, the approval's row locked, the action run (its record naming both: the payout's
 * decision note, the adjustment's metadata, the settlement's reason), the approval confirmed and
 * the audit row written with the approval before and after and the action's answer. So two
 * confirmations racing run it once (the second finds it decided: 409 `approval_not_pending`),
 * and an action that fails (the payout decided meanwhile, a debit beyond the balance) answers
 * its own error and leaves the approval pending, to be confirmed again or refused.
 *
 * Whoever asked cannot confirm: 409 `four_eyes_same_actor`. The second pair of eyes is a person:
 * the service (OPERATOR_TOKEN, a machines' key anyone holding it could use) may ask but never
 * confirm, 403 `four_eyes_staff_only`, so one person with the key and a staff account cannot
 * approve their own action.
 */
export async function confirmApproval(ctx: AppContext, input: Confirmation) {
  await expireApprovals(ctx);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const row = await approvalFor(tx, input.id, input.actor, { lock: true });
    if (!isPending(row, ctx.clock.now())) throw AppError.of('approval_not_pending', 409);
    const who = approvalActor(input.actor);
    if (input.actor.type !== 'staff') throw AppError.of('four_eyes_staff_only', 403);
    if (row.requestedBy === who.key) throw AppError.of('four_eyes_same_actor', 409);

    const held = HELD_ACTIONS[row.action as FourEyesAction];
    // Written from the same action's validated request when it was held.
    const result = await held.run(txCtx, row.request as never, {
      approvalId: row.id,
      requestedBy: row.requestedByLabel,
      confirmedBy: who.label,
    });
    const [confirmed] = await tx
      .update(staffApprovals)
      .set({
        status: 'confirmed',
        decidedBy: who.key,
        decidedByLabel: who.label,
        decidedAt: ctx.clock.now(),
        decisionNote: input.note,
      })
      .where(eq(staffApprovals.id, row.id))
      .returning();
    const approval = serializeApproval(confirmed!);
    await recordAudit(txCtx, {
      action: 'POST /operator/approvals/:id/confirm',
      actor: auditActor(input.actor),
      targetType: 'approvals',
      targetId: String(row.id),
      before: { approval: serializeApproval(row) },
      after: { approval, result },
      reason: input.note,
      requestId: input.requestId,
      address: input.address,
    });
    return { approval, result: result as Record<string, unknown> };
  });
}

/** Pending and not past its time (`expireApprovals` marks it so at the next read). */
export function isPending(row: StaffApproval, now: Date) {
  return row.status === 'pending' && row.expiresAt > now;
}
