import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { FEATURE_SEGMENTS_CACHE_MS, FEATURES, type Feature } from '@/lib/constants/features';
import type { featureSegmentSchema } from '@/lib/schemas/office-features';
import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import { featureSegments, type FeatureSegment } from '@/server/db/schema';
import { createRecentCache, type RecentCache } from '@/server/lib/recent-cache';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Per database (`rootOf`): tests open many, each with its own rules. */
const caches = new WeakMap<Db, RecentCache<FeatureSegment[]>>();

function cacheOf(db: Db) {
  const root = rootOf(db);
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = createRecentCache(1)));
  return cache;
}

/** Every segment rule, newest first. */
export function listSegments(ctx: Pick<AppContext, 'db'>) {
  return ctx.db.select().from(featureSegments).orderBy(desc(featureSegments.id));
}

/**
 * Every segment rule, as this process read them at most FEATURE_SEGMENTS_CACHE_MS ago: the
 * profile call matches each player against them, and they change a few times a month. A change
 * made through this process is seen at once (`forgetSegments`), through another one within the
 * window.
 */
export async function cachedSegments(ctx: Ctx): Promise<FeatureSegment[]> {
  const segments = await cacheOf(ctx.db).get('all', {
    now: ctx.clock.now().getTime(),
    ttlMs: FEATURE_SEGMENTS_CACHE_MS,
    holds: () => true,
    load: () => listSegments(ctx),
  });
  return segments ?? [];
}

/** After a rule was added or deleted: the next profile call reads the rules again. */
export function forgetSegments(db: Db) {
  cacheOf(db).delete('all');
}

/** The catalogue's flags among `value` (a jsonb column), in the catalogue's order, once each. */
export function knownFeatures(value: unknown): Feature[] {
  return Array.isArray(value) ? FEATURES.filter((feature) => value.includes(feature)) : [];
}

export function segmentView(row: FeatureSegment): z.input<typeof featureSegmentSchema> {
  return {
    id: row.id,
    name: row.name,
    features: knownFeatures(row.features),
    currency: row.currency,
    region: row.region,
    vip_level_min: row.vipLevelMin,
    vip_level_max: row.vipLevelMax,
    created_at: row.createdAt.toISOString(),
  };
}
