import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { FreeSpin } from '@/lib/schemas/free-spins';
import type { AppContext } from '@/server/app-context';
import { freeSpinGrants } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { selectFreeSpins, serializeFreeSpin } from './select';

/** How many grants the profile lists: the playable ones and the latest finished. */
const LISTED = 50;

/** The player's free spins (`GET /profile/freeSpins`): playable first, each group newest first. */
export async function listFreeSpins(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  locale: Locale,
): Promise<FreeSpin[]> {
  const now = ctx.clock.now();
  const playable = sql`(${freeSpinGrants.status} = 'active' and ${freeSpinGrants.expirationAt} > ${now})`;
  const rows = await selectFreeSpins(ctx.db, eq(freeSpinGrants.userId, userId))
    .orderBy(desc(playable), desc(freeSpinGrants.id))
    .limit(LISTED);
  return rows.map((row) => serializeFreeSpin(row, locale, now));
}

/** One of the player's grants (`GET /api/freeSpinsCampaigns/{id}`); another's is a 404. */
export async function findFreeSpin(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number | null,
  id: number,
  locale: Locale,
): Promise<FreeSpin> {
  const [row] = await selectFreeSpins(
    ctx.db,
    and(eq(freeSpinGrants.id, id), userId === null ? undefined : eq(freeSpinGrants.userId, userId)),
  );
  if (!row) throw AppError.of('not_found', 404);
  return serializeFreeSpin(row, locale, ctx.clock.now());
}
