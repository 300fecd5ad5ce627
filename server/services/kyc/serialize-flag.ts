import type { z } from 'zod';
import type { riskFlagSchema } from '@/lib/schemas/kyc';
import type { RiskFlag } from '@/server/db/schema';

/** A risk flag as the operator API answers it (`riskFlagSchema`). */
export function serializeRiskFlag(flag: RiskFlag): z.input<typeof riskFlagSchema> {
  return {
    id: flag.id,
    user_id: flag.userId,
    kind: flag.kind,
    evidence: flag.evidence,
    status: flag.status,
    created_at: flag.createdAt.toISOString(),
    decided_at: flag.decidedAt?.toISOString() ?? null,
    decided_by: flag.decidedBy,
    decision_reason: flag.decisionReason,
  };
}
