import type { z } from '@/lib/zod';
import type { RiskFlagStatus } from '@/lib/constants/kyc';
import type { riskFlagSchema, riskQueueAnswerSchema } from '@/lib/schemas/kyc';

/** A flag as a player's page lists it. */
export type RiskFlag = z.infer<typeof riskFlagSchema>;
/** A flag as the queue lists it, with its player. */
export type QueuedFlag = z.infer<typeof riskQueueAnswerSchema>['flags'][number];

/** Flags staff may still decide: open ones (the API answers 409 `flag_decided` for the rest). */
export const DECIDABLE: readonly RiskFlagStatus[] = ['open'];

/** The badge tone of each status (office.module.css). */
export const FLAG_TONE: Record<RiskFlagStatus, string> = {
  open: 'pending',
  more_requested: 'pending',
  cleared: 'success',
  confirmed: 'failure',
};
