import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RiskDecision, RiskFlagStatus } from '@/lib/constants/kyc';
import type { riskFlagAnswerSchema } from '@/lib/schemas/kyc';
import type { AppContext } from '@/server/app-context';
import { riskFlags, type RiskFlag } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { setAccountState } from '@/server/services/account-states/set-account-state';
import { liftFlagRequirements, requireLevel } from '@/server/services/kyc/requirements';
import { forgetSessions } from '@/server/services/sessions/session-cache';
import { actorRef, type StaffActor } from '@/server/services/staff/actor';
import { auditActor, recordAudit } from '@/server/services/staff/audit';
import { serializeRiskFlag } from '@/server/services/kyc/serialize-flag';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

export type FlagDecision = {
  flagId: number;
  decision: RiskDecision;
  /** With `request`: the level asked of the player. */
  level?: number;
  reason: string;
  actor: StaffActor;
  /** The request's, for the audit row. */
  requestId?: string | null;
  address?: string | null;
};

/** What a decision does besides deciding the flag, in the decision's transaction. */
type Outcome = {
  status: RiskFlagStatus;
  apply(ctx: Ctx, flag: RiskFlag, input: FlagDecision, by: string): Promise<unknown>;
};

const OUTCOMES: Record<RiskDecision, Outcome> = {
  // Nothing to it: what the flag asked of the player is lifted.
  clear: {
    status: 'cleared',
    apply: (ctx, flag, _input, by) => liftFlagRequirements(ctx, flag.userId, flag.id, by),
  },
  // The player's account is blocked (a player's own time-out or self-exclusion stays: 409).
  block: {
    status: 'confirmed',
    apply: (ctx, flag, input) =>
      setAccountState(ctx, {
        userId: flag.userId,
        state: 'blocked',
        reason: input.reason,
        actor: auditActor(input.actor),
        requestId: input.requestId,
        address: input.address,
      }),
  },
  // The player is asked for a level (staff's own requirement, beside the flag's).
  request: {
    status: 'more_requested',
    apply: (ctx, flag, input, by) =>
      requireLevel(ctx, {
        userId: flag.userId,
        level: input.level!,
        source: 'staff',
        flagId: flag.id,
        reason: input.reason,
        createdBy: by,
      }),
  },
};

/** How a flag names who decided it: `staff:<id>`, or `service` for OPERATOR_TOKEN. */

/**
 * Staff decide a risk flag: clear it (what it asked of the player is lifted), block the player's
 * account (the flag confirmed), or ask the player for a level (`more_requested`). In one
 * transaction with the flag's row locked and the audit row written (the flag before and after),
 * so two decisions racing decide once: a flag no longer open is 409 `flag_decided`. A `request`
 * needs `level`; the request's schema checks it.
 */
export async function decideFlag(
  ctx: Ctx,
  input: FlagDecision,
): Promise<z.input<typeof riskFlagAnswerSchema>> {
  if (input.decision === 'request' && input.level === undefined) {
    throw AppError.field('level', 'required');
  }
  const outcome = OUTCOMES[input.decision];
  const by = actorRef(input.actor);
  const decided = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [flag] = await tx
      .select()
      .from(riskFlags)
      .where(eq(riskFlags.id, input.flagId))
      .for('update');
    if (!flag) throw AppError.of('not_found', 404);
    if (flag.status !== 'open') throw AppError.of('flag_decided', 409);
    await outcome.apply(txCtx, flag, input, by);
    const [after] = await tx
      .update(riskFlags)
      .set({
        status: outcome.status,
        decidedAt: ctx.clock.now(),
        decidedBy: by,
        decisionReason: input.reason,
      })
      .where(eq(riskFlags.id, flag.id))
      .returning();
    await recordAudit(
      { db: tx, clock: ctx.clock },
      {
        action: 'POST /operator/risk/flags/:id/decide',
        actor: auditActor(input.actor),
        targetType: 'flags',
        targetId: String(flag.id),
        before: { status: flag.status, user_id: flag.userId, kind: flag.kind },
        after: {
          status: after!.status,
          decision: input.decision,
          ...(input.decision === 'request' && { level: input.level }),
        },
        reason: input.reason,
        requestId: input.requestId,
        address: input.address,
      },
    );
    return after!;
  });
  // A block ended the player's sessions: forgotten again now that it committed.
  if (input.decision === 'block') forgetSessions(ctx.db, decided.userId);
  return { flag: serializeRiskFlag(decided) };
}
