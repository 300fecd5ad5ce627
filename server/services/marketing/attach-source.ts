import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { attachSourceRequestSchema } from '@/lib/schemas/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { attributions } from '@/server/db/schema';

type Source = z.output<typeof attachSourceRequestSchema>;

/** Each field of `POST /attachSource` and the attributions column that keeps it. */
const COLUMNS = {
  stag: 'stag',
  promo: 'promo',
  partnerId: 'partnerIdText',
  advId: 'advId',
  advertiseUid: 'advertiseUid',
  advertiseSource: 'advertiseSource',
  cpaOneUid: 'cpaOneUid',
  prHash: 'prHash',
} as const satisfies Record<keyof Source, keyof typeof attributions.$inferInsert>;

type SourceColumn = (typeof COLUMNS)[keyof typeof COLUMNS];

/**
 * Records where the player came from (spec §7 `attachSource`, sent after registration and
 * login). First touch wins: a field keeps its first non-null value; later calls fill only the
 * fields still empty.
 */
export async function attachSource(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  userId: number,
  source: Source,
) {
  const now = ctx.clock.now();
  const entries = Object.entries(COLUMNS) as [keyof Source, SourceColumn][];
  const values = Object.fromEntries(
    entries.map(([field, column]) => [column, source[field]]),
  ) as Record<SourceColumn, string | null>;
  const keepFirst = Object.fromEntries(
    entries.map(([, column]) => {
      const name = sql.identifier(attributions[column].name);
      return [column, sql`coalesce(${sql.identifier('attributions')}.${name}, excluded.${name})`];
    }),
  );
  await ctx.db
    .insert(attributions)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: attributions.userId, set: { ...keepFirst, updatedAt: now } });
}
