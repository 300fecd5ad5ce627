import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, SERVICE_ROLE, STAFF_MANAGE } from '@/lib/constants/staff';
import type { PutStaffRoleRequest } from '@/lib/schemas/staff';
import type { AppContext } from '@/server/app-context';
import { staffRoles } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { recordAudit, type AuditActor } from './audit';
import { membersOf, orderedPermissions, serializeRole } from './list-roles';
import { assertManagersLeft, changeStaff, type ChangeMeta } from './staff-changes';

/**
 * Creates a role or replaces its permissions, with the audit row (before and after) in the same
 * transaction; members have the new set from their next request. `service` (OPERATOR_TOKEN's)
 * is fixed and `admin` keeps `staff.manage` (409 `role_not_editable`); nobody takes
 * `staff.manage` from their own role, and some enabled member keeps it (409).
 */
export async function putRole(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  name: string,
  input: PutStaffRoleRequest,
  actor: AuditActor,
  meta: ChangeMeta,
) {
  const permissions = orderedPermissions(input.permissions);
  const keepsManage = permissions.includes(STAFF_MANAGE);
  if (name === SERVICE_ROLE || (name === ADMIN_ROLE && !keepsManage)) {
    throw AppError.of('role_not_editable', 409);
  }
  if (actor.type === 'staff' && actor.role === name && !keepsManage) {
    throw AppError.of('staff_self_lockout', 409);
  }
  return changeStaff(ctx, async (tx) => {
    const [existing] = await tx.db
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.name, name))
      .for('update');
    const [saved] = await tx.db
      .insert(staffRoles)
      .values({ name, permissions, updatedAt: tx.clock.now() })
      .onConflictDoUpdate({
        target: staffRoles.name,
        set: { permissions, updatedAt: tx.clock.now() },
      })
      .returning();
    await assertManagersLeft(tx.db);
    const members = await membersOf(tx.db, name);
    const role = serializeRole(saved!, members);
    await recordAudit(tx, {
      action: existing ? 'staff_role.update' : 'staff_role.create',
      actor,
      targetType: 'role',
      targetId: name,
      before: existing ? serializeRole(existing, members) : null,
      after: role,
      reason: input.reason,
      address: meta.ip,
      requestId: meta.requestId,
    });
    return { role, created: !existing };
  });
}
