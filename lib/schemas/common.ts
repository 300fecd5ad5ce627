import { z } from 'zod';

/** Building blocks shared by the contracts of several areas. */

/** `{success: true}`: what an action with nothing else to say answers (spec §7). */
export const successAnswerSchema = z.object({ success: z.boolean() }).meta({ id: 'Success' });

/** A positive whole number from the query string (`?page=2`), up to six digits. */
export const pageNumberSchema = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number);
