import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';

/** The values of `keys` in site_settings (only public ones with `publicOnly`); missing keys are absent. */
export async function readSettings<Key extends string>(
  ctx: { db: Db },
  keys: readonly Key[],
  { publicOnly = false } = {},
): Promise<Partial<Record<Key, string>>> {
  const rows = await ctx.db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(
      and(
        inArray(siteSettings.key, [...keys]),
        publicOnly ? eq(siteSettings.public, true) : undefined,
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<
    Record<Key, string>
  >;
}
