import type { z } from 'zod';
import type { visitRequestSchema } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { marketingClicks } from '@/server/db/schema';

/**
 * A visitor's address on a host (spec §7 `middleware/ip`), kept as a `visit` click once per UTC
 * day: each instance of the middleware reports an address once a day, and a crawler that keeps
 * no cookie comes back through every instance; the unique index keeps the rest out.
 */
export async function recordVisit(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  visit: z.output<typeof visitRequestSchema> & { ip: string },
) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(marketingClicks)
    .values({
      kind: 'visit',
      host: visit.host,
      ip: visit.ip,
      userAgent: visit.userAgent?.slice(0, 512) || null,
      visitDay: now.toISOString().slice(0, 10),
      createdAt: now,
    })
    .onConflictDoNothing();
}
