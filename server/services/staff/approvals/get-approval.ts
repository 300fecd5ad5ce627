import type { AppContext } from '@/server/app-context';
import type { StaffActor } from '../actor';
import { approvalFor } from './approval-access';
import { expireApprovals } from './expire-approvals';
import { serializeApproval } from './serialize-approval';

/** `GET /operator/approvals/{id}`: one approval, for staff who may decide its action. */
export async function getApproval(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: number,
  actor: StaffActor,
) {
  await expireApprovals(ctx);
  return serializeApproval(await approvalFor(ctx.db, id, actor, { lock: false }));
}
