import { eq } from 'drizzle-orm';
import type { MirrorVisit } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { mirrors } from '@/server/db/schema';

/** Notes that a known mirror was visited; an unknown domain answers status `unknown`. */
export async function touchMirror(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  domain: string,
): Promise<MirrorVisit> {
  const [mirror] = await ctx.db
    .update(mirrors)
    .set({ lastSeenAt: ctx.clock.now() })
    .where(eq(mirrors.domain, domain))
    .returning({ status: mirrors.status });
  return { domain, status: mirror?.status ?? 'unknown' };
}
