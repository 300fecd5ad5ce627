import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { mirrors } from '@/server/db/schema';
import { createRecentCache } from '@/server/lib/recent-cache';

/** Active mirrors recently confirmed, so a page's every call does not ask the database. */
const confirmed = createRecentCache<true>(1_000);
const CONFIRMED_TTL_MS = 60_000;

/**
 * Whether `origin` is a page of an active mirror (scheme and port of the site's own URL, host an
 * active mirror's domain, with or without `www.`): such a page may call this API across origins,
 * its own `api.` host or another mirror's after a failover. A mirror blocked since stays allowed
 * for at most a minute.
 */
export async function isMirrorOrigin(
  ctx: Pick<AppContext, 'config' | 'clock'> & { db: Db },
  origin: string,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const site = new URL(ctx.config.siteUrl);
  if (url.origin !== origin || url.protocol !== site.protocol || url.port !== site.port) {
    return false;
  }
  const domain = url.hostname.replace(/^www\./, '');
  const found = await confirmed.get(domain, {
    now: ctx.clock.now().getTime(),
    ttlMs: CONFIRMED_TTL_MS,
    holds: () => true,
    load: async () => {
      const [row] = await ctx.db
        .select({ domain: mirrors.domain })
        .from(mirrors)
        .where(and(eq(mirrors.domain, domain), eq(mirrors.status, 'active')))
        .limit(1);
      return row ? true : null;
    },
  });
  return found === true;
}
