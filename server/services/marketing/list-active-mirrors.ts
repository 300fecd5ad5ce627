import { desc, eq, sql } from 'drizzle-orm';
import { apiBaseUrl } from '@/lib/api/base-url';
import { MIRROR_LIST_LIMIT } from '@/lib/constants/mirrors';
import type { MirrorOrigin } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { mirrors } from '@/server/db/schema';

/**
 * The active mirrors a browser may fall back to when its API host is blocked (never a blocked
 * or retired one), most recently visited first. Every mirror is this deployment under another
 * name, so its origin takes the scheme and port of the site's own URL; its API base follows the
 * browser's rule (`api.<domain>`, or `<origin>/api` on a bare host).
 */
export async function listActiveMirrors(
  ctx: Pick<AppContext, 'config'> & { db: Db },
): Promise<MirrorOrigin[]> {
  const rows = await ctx.db
    .select({ domain: mirrors.domain })
    .from(mirrors)
    .where(eq(mirrors.status, 'active'))
    .orderBy(sql`${mirrors.lastSeenAt} desc nulls last`, desc(mirrors.createdAt), mirrors.domain)
    .limit(MIRROR_LIST_LIMIT);
  const site = new URL(ctx.config.siteUrl);
  return rows.map(({ domain }) => {
    const { protocol, host, hostname, origin } = new URL(
      `${site.protocol}//${domain}${site.port ? `:${site.port}` : ''}`,
    );
    return {
      origin,
      api: apiBaseUrl({ protocol, host, hostname, origin }, { isDevelopment: false }),
    };
  });
}
