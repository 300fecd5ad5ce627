import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_MANAGE } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { staff, staffRoles } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { AuditActor } from './audit';

/** Changes of staff accounts and roles run one at a time under this lock (issue 33). */
const STAFF_CHANGES_LOCK = 7_210_033;

export type ChangeMeta = { ip: string | null; requestId: string | null };

/**
 * Runs a change of staff accounts or roles in one transaction, after every other such change:
 * two admins taking `staff.manage` from each other at once are serialised, so the second sees
 * the first and `assertManagersLeft` refuses it. The audit row is written inside `change`, so it
 * commits or rolls back with the change.
 */
export function changeStaff<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  change: (ctx: Pick<AppContext, 'db' | 'clock'>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_CHANGES_LOCK})`);
    return change({ ...ctx, db: tx });
  });
}

/** A staff account's row, locked for the change; 404 when there is none. */
export async function memberForUpdate(db: Db, staffId: number) {
  const [member] = await db.select().from(staff).where(eq(staff.id, staffId)).for('update');
  if (!member) throw AppError.of('not_found', 404);
  return member;
}

/** The permissions of a role, or null when there is no such role. */
export async function rolePermissions(db: Db, role: string) {
  const [found] = await db
    .select({ permissions: staffRoles.permissions })
    .from(staffRoles)
    .where(eq(staffRoles.name, role));
  return found?.permissions ?? null;
}

/**
 * After the change, some enabled member must still hold `staff.manage` (409
 * `last_staff_manager`), or nobody could manage staff again without the database.
 */
export async function assertManagersLeft(db: Db) {
  const [row] = await db
    .select({ managers: count() })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.name, staff.role))
    .where(
      and(
        isNull(staff.disabledAt),
        sql`${staffRoles.permissions} @> ${JSON.stringify([STAFF_MANAGE])}::jsonb`,
      ),
    );
  if (!row || row.managers === 0) throw AppError.of('last_staff_manager', 409);
}

/** An admin never disables their own account or takes `staff.manage` from themself (409). */
export function refuseSelfLockout(actor: AuditActor, staffId: number, keepsManage: boolean) {
  if (actor.type === 'staff' && actor.id === staffId && !keepsManage) {
    throw AppError.of('staff_self_lockout', 409);
  }
}
