import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { ApprovalStatus } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import { staffApprovals } from '@/server/db/schema';
import type { StaffActor } from '../actor';
import { decidableActions } from './approval-access';
import { expireApprovals } from './expire-approvals';
import { serializeApproval } from './serialize-approval';

export type ApprovalFilter = {
  status?: ApprovalStatus;
  /** The id of the last row of the previous page: rows older than it. */
  cursor?: number;
  limit: number;
};

/**
 * `GET /operator/approvals`: newest first, a page at a time by id, only the actions the actor's
 * role may decide (a trader sees settlements, the payments desk payouts).
 */
export async function listApprovals(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  actor: StaffActor,
  filter: ApprovalFilter,
) {
  await expireApprovals(ctx);
  const where: SQL[] = [inArray(staffApprovals.action, decidableActions(actor))];
  if (filter.status) where.push(eq(staffApprovals.status, filter.status));
  if (filter.cursor !== undefined) where.push(lt(staffApprovals.id, filter.cursor));
  const rows = await ctx.db
    .select()
    .from(staffApprovals)
    .where(and(...where))
    .orderBy(desc(staffApprovals.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    data: page.map(serializeApproval),
    next: rows.length > filter.limit ? page[page.length - 1]!.id : null,
  };
}
