import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { staff, staffRoles } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hashPassword } from '@/server/lib/password';
import { uniqueViolation } from '@/server/lib/db-errors';
import { recordAudit, type AuditActor } from './audit';

export type NewStaff = {
  email: string;
  name: string;
  role: string;
  password: string;
  ip_allow?: string[] | null | undefined;
};

/** The account as the back office lists it: never the password or the TOTP secret. */
export function serializeStaff(member: typeof staff.$inferSelect) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    totp_enrolled: member.totpEnabledAt !== null,
    ip_allow: member.ipAllow ?? null,
    disabled: member.disabledAt !== null,
    created_at: member.createdAt.toISOString(),
    last_login_at: member.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * A new staff account with a role that exists. It has no second factor yet: the first sign-in
 * enrols one before any session opens. Written to the audit trail by `actor`.
 */
export async function createStaff(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: NewStaff,
  actor: AuditActor,
  meta: { ip: string | null; requestId: string | null },
) {
  const [role] = await ctx.db.select().from(staffRoles).where(eq(staffRoles.name, input.role));
  if (!role) throw AppError.field('role', 'invalid_value');
  try {
    const [member] = await ctx.db
      .insert(staff)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        passwordHash: await hashPassword(input.password),
        ipAllow: input.ip_allow ?? null,
        createdAt: ctx.clock.now(),
      })
      .returning();
    const shown = serializeStaff(member!);
    await recordAudit(ctx, {
      action: 'staff.create',
      actor,
      targetType: 'staff',
      targetId: String(member!.id),
      after: shown,
      address: meta.ip,
      requestId: meta.requestId,
    });
    return shown;
  } catch (error) {
    if (uniqueViolation(error)) throw AppError.field('email', 'email_taken');
    throw error;
  }
}
