import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_IDLE_TIMEOUT_MS, type StaffPermission } from '@/lib/constants/staff';
import type { AppContext } from '@/server/app-context';
import { staff, staffRoles, staffSessions } from '@/server/db/schema';
import { randomToken, sha256 } from '@/server/lib/secrets';
import type { StaffActor } from './actor';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** A request refreshes `last_seen_at` at most this often: not a write per request. */
const TOUCH_EVERY_MS = 30_000;

/** A new row of `staff_sessions` for its token; the token itself is never stored. */
export async function openStaffSession(
  ctx: Ctx,
  staffId: number,
  stage: 'challenge' | 'session',
  lifetimeMs: number,
  ip: string | null,
) {
  const token = randomToken();
  const now = ctx.clock.now();
  await ctx.db.insert(staffSessions).values({
    id: sha256(token),
    staffId,
    stage,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    ip,
  });
  return token;
}

/** The live row of a token at a stage: not revoked, not expired. */
export async function liveStaffSession(ctx: Ctx, token: string, stage: 'challenge' | 'session') {
  const [row] = await ctx.db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.id, sha256(token)),
        eq(staffSessions.stage, stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, ctx.clock.now()),
      ),
    );
  return row ?? null;
}

/** The permissions of a role (none for a role that does not exist). */
export async function permissionsOf(ctx: Pick<AppContext, 'db'>, role: string) {
  const [found] = await ctx.db
    .select({ permissions: staffRoles.permissions })
    .from(staffRoles)
    .where(eq(staffRoles.name, role));
  return (found?.permissions ?? []) as StaffPermission[];
}

/**
 * The staff member a bearer token signs in, or null: a live session, used within the idle
 * timeout, of an account that is not disabled. Each use keeps it alive.
 */
export async function authenticateStaff(ctx: Ctx, token: string): Promise<StaffActor | null> {
  const session = await liveStaffSession(ctx, token, 'session');
  if (!session) return null;
  const now = ctx.clock.now();
  if (now.getTime() - session.lastSeenAt.getTime() > STAFF_IDLE_TIMEOUT_MS) return null;
  const [member] = await ctx.db.select().from(staff).where(eq(staff.id, session.staffId));
  if (!member || member.disabledAt) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await ctx.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(eq(staffSessions.id, session.id));
  }
  return {
    type: 'staff',
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    permissions: await permissionsOf(ctx, member.role),
    sessionId: session.id,
  };
}

/** Ends one session, or every session of the staff member. */
export async function revokeStaffSessions(ctx: Ctx, staffId: number, only?: string) {
  await ctx.db
    .update(staffSessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        only ? eq(staffSessions.id, only) : undefined,
      ),
    );
}
