import { z } from '@/lib/zod';
import { CASINO_AGGREGATORS } from '@/lib/constants/casino';

/** `GET /operator/casino/reconciliation?aggregator=&date=YYYY-MM-DD`: one UTC day. */
export const casinoReconciliationQuerySchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS, { error: 'invalid_value' }),
  date: z
    .string({ error: 'required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_value' })
    // A real calendar day: `2031-02-30` parses to nothing (or rolls over) and is refused.
    .refine(
      (text) => {
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
      },
      {
        error: 'invalid_value',
      },
    ),
});

export const RECONCILIATION_MISMATCH_KINDS = [
  /** The aggregator holds it as accepted; we have no record of it. */
  'missing_ours',
  /** We processed it; the aggregator has no such transaction. */
  'missing_theirs',
  'amount',
  'kind',
  /** They say accepted and we hold a tombstone, or we processed what they say was refused or unanswered. */
  'status',
] as const;

const side = z.object({
  kind: z.enum(['bet', 'win', 'rollback']),
  /** Minor units. */
  amount: z.number(),
  currency: z.string(),
  round_id: z.string().nullable(),
  /** Ours: processed | rolled_back | tombstone; theirs: ok | refused | unanswered. */
  state: z.string(),
  at: z.string(),
});

export const casinoReconciliationAnswerSchema = z.object({
  aggregator: z.enum(CASINO_AGGREGATORS),
  date: z.string(),
  /** The day compared, `[from, to)`; each side is read a margin wider for clock skew. */
  from: z.string(),
  to: z.string(),
  counts: z.object({
    theirs: z.number(),
    ours: z.number(),
    matched: z.number(),
    mismatched: z.number(),
    by_kind: z.record(z.enum(RECONCILIATION_MISMATCH_KINDS), z.number()),
  }),
  mismatches: z.array(
    z.object({
      tx_id: z.string(),
      kind: z.enum(RECONCILIATION_MISMATCH_KINDS),
      ours: side.extend({ user_id: z.number() }).nullable(),
      theirs: side.extend({ player: z.string() }).nullable(),
    }),
  ),
  /** More mismatches than the list holds (the counts are complete). */
  truncated: z.boolean(),
});
export type CasinoReconciliation = z.infer<typeof casinoReconciliationAnswerSchema>;
export type ReconciliationMismatchKind = (typeof RECONCILIATION_MISMATCH_KINDS)[number];
