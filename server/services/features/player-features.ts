import { eq } from 'drizzle-orm';
import { FEATURES, type Feature } from '@/lib/constants/features';
import type { AppContext } from '@/server/app-context';
import { vipPlayers, type FeatureSegment, type User } from '@/server/db/schema';
import { cachedSegments, knownFeatures } from './segments';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type FeatureHolder = Pick<User, 'id' | 'features' | 'currency' | 'region'>;

const hasVipRange = (segment: FeatureSegment) =>
  segment.vipLevelMin !== null || segment.vipLevelMax !== null;

/**
 * A player's feature flags: their own (`users.features`), the segment rules they match, and the
 * union of both that the profile answers, in the catalogue's order. The rules come from the
 * process's short cache; the VIP level is read (one primary-key lookup) only when a rule that
 * the currency and region already let through asks for one, so most profile calls cost no query.
 */
export async function featuresOf(ctx: Ctx, user: FeatureHolder) {
  const own = knownFeatures(user.features);
  const candidates = (await cachedSegments(ctx)).filter(
    (segment) =>
      (segment.currency === null || segment.currency === user.currency) &&
      (segment.region === null || segment.region === user.region),
  );
  const level = candidates.some(hasVipRange) ? await vipLevel(ctx, user.id) : null;
  const segments = candidates.filter(
    (segment) =>
      !hasVipRange(segment) ||
      (level !== null &&
        level >= (segment.vipLevelMin ?? 1) &&
        level <= (segment.vipLevelMax ?? Number.MAX_SAFE_INTEGER)),
  );
  const given = new Set<Feature>(own);
  for (const segment of segments)
    for (const feature of knownFeatures(segment.features)) given.add(feature);
  return { own, segments, effective: FEATURES.filter((feature) => given.has(feature)) };
}

/** The player's VIP level; a player who never bet has no row and stands at level 1. */
async function vipLevel(ctx: Pick<AppContext, 'db'>, userId: number) {
  const [row] = await ctx.db
    .select({ level: vipPlayers.level })
    .from(vipPlayers)
    .where(eq(vipPlayers.userId, userId));
  return row?.level ?? 1;
}
