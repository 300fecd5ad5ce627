import { z } from 'zod';
import { REJECT_TYPES, REVIEW_ANSWERS } from '@/lib/constants/kyc';

/**
 * Sumsub's `createdAtMs`: "2020-02-21 13:23:19.002" (UTC) in its webhooks; a number of ms is
 * taken too. Answers epoch milliseconds.
 */
const createdAtMs = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z?$/)
    .transform((text) => Date.parse(`${text.replace(' ', 'T').replace(/Z$/, '')}Z`)),
]);

/** The fields of a user-verification webhook we act on; others are kept raw in `kyc_events`. */
export const sumsubWebhookSchema = z.object({
  type: z.string().min(1).max(64),
  applicantId: z.string().min(1).max(64),
  inspectionId: z.string().max(64).optional(),
  correlationId: z.string().max(128).optional(),
  externalUserId: z.string().max(128).optional(),
  levelName: z.string().max(100).optional(),
  reviewStatus: z.string().max(32).optional(),
  createdAtMs,
  reviewResult: z
    .object({
      reviewAnswer: z.enum(REVIEW_ANSWERS),
      reviewRejectType: z.enum(REJECT_TYPES).optional(),
      rejectLabels: z.array(z.string().max(64)).max(50).optional(),
      moderationComment: z.string().max(2000).optional(),
      clientComment: z.string().max(2000).optional(),
    })
    .optional(),
});
export type SumsubWebhook = z.output<typeof sumsubWebhookSchema>;

/** "2020-02-21 13:23:19.002": how Sumsub writes `createdAtMs`. */
export function formatCreatedAtMs(at: Date): string {
  return at.toISOString().replace('T', ' ').replace('Z', '');
}

/** "2020-02-21 13:23:19+0000": how Sumsub writes `createdAt`. */
export function formatCreatedAt(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')}+0000`;
}
