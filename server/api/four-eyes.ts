import type { HeldAction } from '@/server/services/staff/approvals/held-actions';
import { requestApproval } from '@/server/services/staff/approvals/request-approval';
import { serializeApproval } from '@/server/services/staff/approvals/serialize-approval';
import { needsFourEyes, shownWorth } from '@/server/services/staff/approvals/threshold';
import type { ApiContext } from './env';
import { answerWith } from './operation';

/**
 * A money action (payout approval, balance adjustment, manual settlement) as an operation runs
 * it: below `FOUR_EYES_THRESHOLD` at once, answering as it always did; at or above, not at all:
 * it is held for a second member of staff (`/operator/approvals`) and the answer is 202 with the
 * approval. The contract lists it in `otherAnswers: { 202: approvalHeldAnswerSchema }`.
 */
export async function holdOrRun<Request, Result>(
  c: ApiContext,
  held: HeldAction<Request, Result>,
  request: Request,
) {
  const { ctx } = c.var;
  const amounts = await held.worth(ctx, request);
  if (amounts === null || !(await needsFourEyes(ctx, amounts))) {
    return held.run(ctx, request, null);
  }
  const approval = await requestApproval(ctx, {
    held,
    request,
    worth: await shownWorth(ctx.db, amounts),
    actor: c.var.staff,
  });
  return answerWith(202, { approval: serializeApproval(approval) });
}
