import { desc, eq } from 'drizzle-orm';
import { devOutboxAnswerSchema, devOutboxQuerySchema } from '@/lib/schemas/development';
import { outbox } from '@/server/db/schema';
import { router } from '../env';
import { operation } from '../operation';

// GET /api/dev/outbox — e-mail and SMS the dev outbox holds, newest first (development only)
export const devOutbox = router().get(
  '/',
  operation(
    {
      summary: 'E-mails and texts the outbox holds, newest first',
      description: '`to` narrows the list to one address: an e-mail (in any case) or a phone.',
      tags: ['contacts', 'development'],
      development: true,
      query: devOutboxQuerySchema,
      answer: devOutboxAnswerSchema,
    },
    async (c, { query }) => {
      const { to, limit } = query;
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
