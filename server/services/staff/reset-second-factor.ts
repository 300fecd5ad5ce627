import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { staff } from '@/server/db/schema';
import { recordAudit, type AuditActor } from './audit';
import { serializeStaff } from './create-staff';
import { revokeStaffSessions } from './sessions';
import { changeStaff, memberForUpdate, type ChangeMeta } from './staff-changes';

/**
 * Forgets a member's second factor: the TOTP secret, the step last used and the recovery codes
 * go, and every session ends, so the next sign-in enrols a new secret before any session opens.
 * For a lost phone, or a secret sealed under a key that has since changed
 * (`second_factor_reset_needed`). Audited in the same transaction.
 */
export async function resetSecondFactor(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staffId: number,
  reason: string,
  actor: AuditActor,
  meta: ChangeMeta,
) {
  return changeStaff(ctx, async (tx) => {
    const member = await memberForUpdate(tx.db, staffId);
    const [changed] = await tx.db
      .update(staff)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, recoveryCodes: [] })
      .where(eq(staff.id, member.id))
      .returning();
    await revokeStaffSessions(tx, member.id);
    const after = serializeStaff(changed!);
    await recordAudit(tx, {
      action: 'staff.reset_second_factor',
      actor,
      targetType: 'staff',
      targetId: String(member.id),
      before: serializeStaff(member),
      after,
      reason,
      address: meta.ip,
      requestId: meta.requestId,
    });
    return after;
  });
}
