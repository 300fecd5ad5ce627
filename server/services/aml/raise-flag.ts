import type { RiskFlagKind } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { riskFlags, type RiskFlag } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { log } from '@/server/lib/log';
import { requireLevel } from '@/server/services/kyc/requirements';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

export type FlagInput = {
  userId: number;
  kind: RiskFlagKind;
  /**
   * What makes the finding one: the same key again is the same flag (not a second row), e.g.
   * `duplicate_account:card:<hash>:<user>` or `large_payout:<payout id>`.
   */
  dedupKey: string;
  evidence: Record<string, unknown>;
};

/**
 * Puts a finding in the risk queue with its evidence, and asks the operator's level for a risk
 * flag of the player (`KYC_FLAG_LEVEL`) in the same transaction. The same finding again changes
 * nothing. Answers the new flag, or null when it was known.
 */
export async function raiseFlag(ctx: Ctx, input: FlagInput): Promise<RiskFlag | null> {
  return inTransaction(ctx.db, async (tx) => {
    const [flag] = await tx
      .insert(riskFlags)
      .values({
        userId: input.userId,
        kind: input.kind,
        dedupKey: input.dedupKey,
        evidence: input.evidence,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing({ target: riskFlags.dedupKey })
      .returning();
    if (!flag) return null;
    if (ctx.config.kyc.flagLevel > 0) {
      await requireLevel(
        { ...ctx, db: tx },
        {
          userId: input.userId,
          level: ctx.config.kyc.flagLevel,
          source: 'flag',
          flagId: flag.id,
          reason: input.kind,
          createdBy: 'system',
        },
      );
    }
    log.info('risk flag raised', { flag_id: flag.id, user_id: input.userId, kind: input.kind });
    return flag;
  });
}
