import { toMajor } from '@/lib/money/units';
import type { Approval } from '@/lib/schemas/approvals';
import type { StaffApproval } from '@/server/db/schema';
import { actorLabel, type StaffActor } from '../actor';

/**
 * How an approval names an actor, and so whom it compares: `staff:<id>` for a member of staff,
 * `service` for OPERATOR_TOKEN (every holder of the key is one actor).
 */
export function approvalActor(actor: StaffActor): { key: string; label: string } {
  return {
    key: actor.type === 'staff' ? `staff:${actor.id}` : 'service',
    label: actorLabel(actor),
  };
}

/** The approval as the operator API answers it. */
export function serializeApproval(row: StaffApproval): Approval {
  return {
    id: row.id,
    action: row.action as Approval['action'],
    status: row.status,
    target_type: row.targetType,
    target_id: row.targetId,
    request: row.request,
    amount: toMajor(row.amount),
    currency: row.currency as Approval['currency'],
    requested_by: row.requestedBy,
    requested_by_label: row.requestedByLabel,
    reason: row.reason,
    decided_by: row.decidedBy,
    decided_by_label: row.decidedByLabel,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
