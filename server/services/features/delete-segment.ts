import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { featureSegments } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSegments, segmentView } from './segments';

/**
 * Deletes a segment rule: its players lose its flags from the next profile call on (other
 * instances within FEATURE_SEGMENTS_CACHE_MS). The answer is the rule as it was, which the
 * operation's audit row keeps.
 */
export async function deleteSegment(ctx: Pick<AppContext, 'db'>, id: number) {
  const [row] = await ctx.db.delete(featureSegments).where(eq(featureSegments.id, id)).returning();
  if (!row) throw AppError.of('not_found', 404);
  forgetSegments(ctx.db);
  return segmentView(row);
}
