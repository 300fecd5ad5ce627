import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { staffApprovals } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { StaffActor } from '../actor';
import { approvalFor } from './approval-access';
import { isPending } from './confirm-approval';
import { expireApprovals } from './expire-approvals';
import { approvalActor, serializeApproval } from './serialize-approval';

/**
 * Refuses a held money action, which then never runs: anyone with its permission, and whoever
 * asked for it too (withdrawing it: refusing takes no second pair of eyes, since nothing moves).
 * The note says why. Not pending: 409 `approval_not_pending`.
 */
export async function refuseApproval(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { id: number; actor: StaffActor; note: string },
) {
  await expireApprovals(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await approvalFor(tx, input.id, input.actor, { lock: true });
    if (!isPending(row, ctx.clock.now())) throw AppError.of('approval_not_pending', 409);
    const who = approvalActor(input.actor);
    const [refused] = await tx
      .update(staffApprovals)
      .set({
        status: 'refused',
        decidedBy: who.key,
        decidedByLabel: who.label,
        decidedAt: ctx.clock.now(),
        decisionNote: input.note,
      })
      .where(eq(staffApprovals.id, row.id))
      .returning();
    return serializeApproval(refused!);
  });
}
