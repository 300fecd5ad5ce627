import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_MANAGE } from '@/lib/constants/staff';
import { addressInList } from '@/lib/net/address-list';
import type { UpdateStaffRequest } from '@/lib/schemas/staff';
import type { AppContext } from '@/server/app-context';
import { staff, staffSessions } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { recordAudit, type AuditActor } from './audit';
import { serializeStaff } from './create-staff';
import { revokeStaffSessions } from './sessions';
import {
  assertManagersLeft,
  changeStaff,
  memberForUpdate,
  refuseSelfLockout,
  rolePermissions,
  type ChangeMeta,
} from './staff-changes';

/**
 * Changes a staff account's role, name, address allow-list or whether it is disabled, with the
 * audit row (before and after) in the same transaction. Disabling ends every session of the
 * account at once (sign-in already refuses a disabled account); a narrower allow-list ends the
 * sessions opened from an address outside it; a new role counts from the member's next request
 * (`check-staff.ts` reads the role's permissions on each). Nobody disables themself or takes
 * `staff.manage` from themself, and some enabled member keeps it (409).
 */
export async function updateStaff(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staffId: number,
  input: UpdateStaffRequest,
  actor: AuditActor,
  meta: ChangeMeta,
) {
  return changeStaff(ctx, async (tx) => {
    const member = await memberForUpdate(tx.db, staffId);
    const role = input.role ?? member.role;
    const permissions = await rolePermissions(tx.db, role);
    if (!permissions) throw AppError.field('role', 'invalid_value');
    const disabled = input.disabled ?? member.disabledAt !== null;
    refuseSelfLockout(actor, member.id, !disabled && permissions.includes(STAFF_MANAGE));

    const now = tx.clock.now();
    const [changed] = await tx.db
      .update(staff)
      .set({
        role,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.ip_allow !== undefined && { ipAllow: input.ip_allow }),
        disabledAt: disabled ? (member.disabledAt ?? now) : null,
      })
      .where(eq(staff.id, member.id))
      .returning();
    if (disabled) await revokeStaffSessions(tx, member.id);
    else if (input.ip_allow) await revokeOutside(tx, member.id, input.ip_allow);
    await assertManagersLeft(tx.db);

    const before = serializeStaff(member);
    const after = serializeStaff(changed!);
    await recordAudit(tx, {
      action: 'staff.update',
      actor,
      targetType: 'staff',
      targetId: String(member.id),
      before,
      after,
      reason: input.reason,
      address: meta.ip,
      requestId: meta.requestId,
    });
    return after;
  });
}

/** Ends the member's live sessions and challenges opened from an address outside `allow`. */
async function revokeOutside(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staffId: number,
  allow: readonly string[],
) {
  const live = await ctx.db
    .select({ id: staffSessions.id, ip: staffSessions.ip })
    .from(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
  for (const session of live) {
    if (session.ip && addressInList(session.ip, allow)) continue;
    await revokeStaffSessions(ctx, staffId, session.id);
  }
}
