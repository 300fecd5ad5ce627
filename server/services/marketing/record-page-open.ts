import type { z } from 'zod';
import type { pageOpenRequestSchema } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { marketingClicks } from '@/server/db/schema';
import type { RequestMeta } from '@/server/services/auth/create-session';

/** A page opened from a link with `subH` (spec §5 page-open registration). */
export async function recordPageOpen(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  event: z.output<typeof pageOpenRequestSchema>,
  meta: RequestMeta,
) {
  await ctx.db.insert(marketingClicks).values({
    kind: 'page_open',
    subH: event.subH,
    uuid: event.uuid || null,
    clickUrl: event.click_url,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
    createdAt: ctx.clock.now(),
  });
}
