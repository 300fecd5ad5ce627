import { eq } from 'drizzle-orm';
import { ADMIN_ROLE, SERVICE_ROLE } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import { staffRoles } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { recordAudit, type AuditActor } from './audit';
import { membersOf, serializeRole } from './list-roles';
import { changeStaff, type ChangeMeta } from './staff-changes';

/**
 * Deletes a role nobody holds (409 `role_in_use` while an account does, disabled ones too);
 * `admin` and `service` stay (409 `role_not_editable`). Audited in the same transaction.
 */
export async function deleteRole(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  name: string,
  actor: AuditActor,
  meta: ChangeMeta,
) {
  if (name === ADMIN_ROLE || name === SERVICE_ROLE) throw AppError.of('role_not_editable', 409);
  await changeStaff(ctx, async (tx) => {
    const [role] = await tx.db
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.name, name))
      .for('update');
    if (!role) throw AppError.of('not_found', 404);
    if ((await membersOf(tx.db, name)) > 0) throw AppError.of('role_in_use', 409);
    await tx.db.delete(staffRoles).where(eq(staffRoles.name, name));
    await recordAudit(tx, {
      action: 'staff_role.delete',
      actor,
      targetType: 'role',
      targetId: name,
      before: serializeRole(role, 0),
      after: null,
      address: meta.ip,
      requestId: meta.requestId,
    });
  });
}
