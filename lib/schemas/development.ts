import { z } from 'zod';

/** Calls of the development tools (served with DEV_TOOLS only): the outbox of sent messages. */

/** `GET /api/dev/outbox?to=&limit=`: one address (e-mail or `+phone`), the newest `limit`. */
export const devOutboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** An e-mail or SMS as the outbox keeps it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

/** `GET /api/dev/outbox`: newest first. */
export const devOutboxAnswerSchema = z.object({ data: z.array(outboxMessageSchema) });
