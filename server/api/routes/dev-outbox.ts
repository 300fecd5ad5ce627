import { desc, eq } from 'drizzle-orm';
import { devOutboxAnswerSchema, devOutboxQuerySchema } from '@/lib/schemas/development';
import { outbox } from '@/server/db/schema';
import { router } from '../env';
import { operation } from '../operation';

// GET /api/dev/outbox — e-mail and SMS the dev outbox holds, newest first, once queued messages are sent (development only)
export const devOutbox = router().get(
  '/',
  operation(
    {
      summary: 'E-mails and texts the outbox holds, newest first',
      description:
        'Queued messages are sent first. `to` narrows the list to one address: an e-mail (in any case) or a phone.',
      tags: ['contacts', 'development'],
      development: true,
      query: devOutboxQuerySchema,
      answer: devOutboxAnswerSchema,
    },
    async (c, { query }) => {
      const { to, limit } = query;
      // Messages still queued go out first, so a code asked for a moment ago is listed.
      await c.var.ctx.sender.drain();
      const messages = await c.var.ctx.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(limit);
      c.header('Cache-Control', 'no-store');
      return {
        data: messages.map((message) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
        })),
      };
    },
  ),
);
