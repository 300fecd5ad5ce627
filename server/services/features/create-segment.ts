import { count } from 'drizzle-orm';
import { FEATURE_SEGMENTS_MAX } from '@/lib/constants/features';
import type { FeatureSegmentRequest } from '@/lib/schemas/office-features';
import type { AppContext } from '@/server/app-context';
import { featureSegments } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { forgetSegments, segmentView } from './segments';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * A new segment rule, matched from the next profile call on. Rules are capped at
 * FEATURE_SEGMENTS_MAX (409 `too_many_segments`): every profile call walks all of them.
 */
export async function createSegment(ctx: Ctx, rule: FeatureSegmentRequest) {
  const [held] = await ctx.db.select({ rules: count() }).from(featureSegments);
  if ((held?.rules ?? 0) >= FEATURE_SEGMENTS_MAX) throw AppError.of('too_many_segments', 409);
  const [row] = await ctx.db
    .insert(featureSegments)
    .values({
      name: rule.name,
      features: rule.features,
      currency: rule.currency,
      region: rule.region,
      vipLevelMin: rule.vip_level_min,
      vipLevelMax: rule.vip_level_max,
      createdAt: ctx.clock.now(),
    })
    .returning();
  forgetSegments(ctx.db);
  return segmentView(row!);
}
