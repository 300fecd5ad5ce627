import { eq } from 'drizzle-orm';
import type { MirrorRedirect } from '@/lib/schemas/marketing';
import type { Db } from '@/server/db/client';
import { mirrors } from '@/server/db/schema';

/**
 * Where visitors of `domain` (lower-case, without `www.`) must go: the new link of a blocked or
 * retired mirror, else nowhere.
 */
export async function findMirrorRedirect(ctx: { db: Db }, domain: string): Promise<MirrorRedirect> {
  const [mirror] = await ctx.db
    .select({ status: mirrors.status, newLink: mirrors.newLink })
    .from(mirrors)
    .where(eq(mirrors.domain, domain))
    .limit(1);
  if (!mirror?.newLink || mirror.status === 'active') return { newLink: null, oldDomain: null };
  return { newLink: mirror.newLink, oldDomain: domain };
}
