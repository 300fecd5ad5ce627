import type { z } from 'zod';
import type { visitRequestSchema } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { marketingClicks } from '@/server/db/schema';

/** A visitor's address on a host (spec §7 `middleware/ip`), kept as a `visit` click. */
export async function recordVisit(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  visit: z.output<typeof visitRequestSchema> & { ip: string },
) {
  await ctx.db.insert(marketingClicks).values({
    kind: 'visit',
    host: visit.host,
    ip: visit.ip,
    userAgent: visit.userAgent?.slice(0, 512) || null,
    createdAt: ctx.clock.now(),
  });
}
