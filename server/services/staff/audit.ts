import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { auditLog, type AuditRow } from '@/server/db/schema';
import { actorLabel, type StaffActor } from './actor';

/** Who the row names: a staff member (the id null when a sign-in named no account), the service, the system. */
export type AuditActor = {
  type: 'staff' | 'service' | 'system';
  id?: number | null;
  label: string;
  role?: string | null;
};

/** The audit's name for the actor of an operation. */
export function auditActor(actor: StaffActor): AuditActor {
  return {
    type: actor.type,
    id: actor.type === 'staff' ? actor.id : null,
    label: actorLabel(actor),
    role: actor.role,
  };
}

export type AuditEntry = {
  action: string;
  actor: AuditActor;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  requestId?: string | null;
  address?: string | null;
};

/**
 * Writes one row of the audit trail. The table takes inserts only (migration 0020's trigger
 * refuses UPDATE and DELETE); a failed sign-in of an unknown address is written with the address
 * it named as the label and no actor id.
 */
export async function recordAudit(ctx: Pick<AppContext, 'db' | 'clock'>, entry: AuditEntry) {
  const { actor } = entry;
  await ctx.db.insert(auditLog).values({
    at: ctx.clock.now(),
    actorType: actor.type,
    actorId: actor.id ?? null,
    actorLabel: actor.label.slice(0, 254),
    role: actor.role ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    address: entry.address ?? null,
  });
}

export type AuditFilter = {
  actorId?: number;
  actorType?: 'staff' | 'service' | 'system';
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** The id of the last row of the previous page: rows older than it. */
  before?: number;
  limit: number;
};

/** The trail newest first, filtered, a page at a time by id (a cursor, stable while rows are added). */
export async function listAudit(ctx: Pick<AppContext, 'db'>, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actorType) where.push(eq(auditLog.actorType, filter.actorType));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lt(auditLog.at, filter.to));
  if (filter.before !== undefined) where.push(lt(auditLog.id, filter.before));
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    items: page.map(serializeAudit),
    next: rows.length > filter.limit ? page[page.length - 1]!.id : null,
  };
}

function serializeAudit(row: AuditRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId, label: row.actorLabel, role: row.role },
    action: row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId } : null,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    request_id: row.requestId,
    address: row.address,
  };
}
