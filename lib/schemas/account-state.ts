import { z } from '@/lib/zod';
import { ACCOUNT_STATES, STAFF_ACCOUNT_STATES } from '@/lib/constants/account-states';

/** A reason staff give for an action the audit keeps: required, trimmed, at most 500 characters. */
export const staffReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(500, { error: 'too_long' });

/** `POST /operator/players/{id}/state`: block, close or reopen a player's account. */
export const accountStateRequestSchema = z.strictObject({
  state: z.enum(STAFF_ACCOUNT_STATES),
  reason: staffReasonSchema,
});

export const accountStateAnswerSchema = z.object({
  user_id: z.number(),
  state: z.enum(ACCOUNT_STATES),
  reason: z.string().nullable(),
  changed_at: z.string().nullable(),
  /** Sessions ended by this change (a block or a closure signs the player out everywhere). */
  sessions_ended: z.number(),
});
