import { and, eq } from 'drizzle-orm';
import { APPROVAL_TTL_MS } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import { staffApprovals, type StaffApproval } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import type { StaffActor } from '../actor';
import { expireApprovals } from './expire-approvals';
import type { HeldAction } from './held-actions';
import { approvalActor } from './serialize-approval';
import type { Money } from '@/server/services/exchange-rates/worth';

export type ApprovalRequest<Request> = {
  held: HeldAction<Request, unknown>;
  request: Request;
  worth: Money;
  actor: StaffActor;
};

/**
 * Holds a money action for a second member of staff: a pending approval with the request that
 * runs it. While one is pending for the action and target, the same request again (a retried
 * click, or a colleague's identical one) answers it, and another request is a 409
 * `approval_pending` naming it: one decision at a time. The partial unique index
 * `staff_approvals_pending_uq` settles two requests racing.
 */
export async function requestApproval<Request>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: ApprovalRequest<Request>,
): Promise<StaffApproval> {
  await expireApprovals(ctx);
  const { held, request } = input;
  const target = held.target(request);
  const stored = JSON.parse(JSON.stringify(request)) as Record<string, unknown>;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [pending] = await ctx.db
      .select()
      .from(staffApprovals)
      .where(
        and(
          eq(staffApprovals.action, held.action),
          eq(staffApprovals.targetId, target),
          eq(staffApprovals.status, 'pending'),
        ),
      );
    if (pending) {
      if (canonical(pending.request) === canonical(stored)) return pending;
      throw AppError.of('approval_pending', 409).withDetails({ approval_id: pending.id });
    }
    const who = approvalActor(input.actor);
    const now = ctx.clock.now();
    try {
      const [row] = await ctx.db
        .insert(staffApprovals)
        .values({
          action: held.action,
          targetType: held.targetType,
          targetId: target,
          request: stored,
          amount: input.worth.amount,
          currency: input.worth.currency,
          requestedBy: who.key,
          requestedByLabel: who.label,
          reason: held.reason(request),
          status: 'pending',
          createdAt: now,
          expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
        })
        .returning();
      return row!;
    } catch (error) {
      // Another request for the same action and target won the race: answer as for it.
      if (!uniqueViolation(error)) throw error;
    }
  }
  throw AppError.of('approval_pending', 409);
}

/** JSON with its keys sorted: a stored `jsonb` keeps no key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
