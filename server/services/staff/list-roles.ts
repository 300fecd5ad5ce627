import { count, eq } from 'drizzle-orm';
import { SERVICE_ROLE, STAFF_PERMISSIONS, type StaffPermission } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { staff, staffRoles } from '@/server/db/schema';

type RoleRow = typeof staffRoles.$inferSelect;

/** A role's permissions in the catalogue's order, each once. */
export function orderedPermissions(permissions: readonly StaffPermission[]) {
  return STAFF_PERMISSIONS.filter((permission) => permissions.includes(permission));
}

/** A role as the back office shows it. */
export function serializeRole(role: RoleRow, members: number) {
  return {
    name: role.name,
    permissions: orderedPermissions(role.permissions),
    members,
    editable: role.name !== SERVICE_ROLE,
    updated_at: role.updatedAt.toISOString(),
  };
}

/** How many staff accounts hold the role, disabled ones included. */
export async function membersOf(db: Db, role: string) {
  const [row] = await db.select({ members: count() }).from(staff).where(eq(staff.role, role));
  return row?.members ?? 0;
}

/** Every role with its permissions and how many accounts hold it, by name. */
export async function listRoles(ctx: Pick<AppContext, 'db'>) {
  const roles = await ctx.db.select().from(staffRoles).orderBy(staffRoles.name);
  const counts = await ctx.db
    .select({ role: staff.role, members: count() })
    .from(staff)
    .groupBy(staff.role);
  const members = new Map(counts.map((row) => [row.role, row.members]));
  return roles.map((role) => serializeRole(role, members.get(role.name) ?? 0));
}
