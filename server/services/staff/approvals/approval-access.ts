import { eq } from 'drizzle-orm';
import { FOUR_EYES_ACTIONS, type FourEyesAction } from '@/lib/constants/staff';
import type { Db } from '@/server/db/client';
import { staffApprovals, type StaffApproval } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { StaffActor } from '../actor';

/** The held actions the actor may see and decide: those whose permission its role has. */
export function decidableActions(actor: StaffActor): FourEyesAction[] {
  return (Object.keys(FOUR_EYES_ACTIONS) as FourEyesAction[]).filter((action) =>
    actor.permissions.includes(FOUR_EYES_ACTIONS[action]),
  );
}

/**
 * The approval `id` for the actor: 404 when there is none, 403 when the actor lacks the
 * permission of the action it holds (a trader cannot decide a payout). `lock`: under its row
 * lock, for deciding it (two confirmations racing: the second finds it decided).
 */
export async function approvalFor(
  db: Db,
  id: number,
  actor: StaffActor,
  options: { lock: boolean },
): Promise<StaffApproval> {
  const query = db.select().from(staffApprovals).where(eq(staffApprovals.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw AppError.of('not_found', 404);
  if (!decidableActions(actor).includes(row.action as FourEyesAction)) {
    throw AppError.of('forbidden', 403);
  }
  return row;
}
