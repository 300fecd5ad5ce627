import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '@/server/db/schema';
import { router } from '../env';
import { readQuery } from '../validate';

const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// GET /api/dev/outbox — e-mail and SMS the dev outbox holds, newest first (development only)
export const devOutbox = router().get('/', async (c) => {
  const { to, limit } = readQuery(c, outboxQuerySchema);
  const messages = await c.var.ctx.db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: messages });
});
