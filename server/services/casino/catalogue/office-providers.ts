import { asc, gt } from 'drizzle-orm';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import type {
  OfficeCasinoProvider,
  OperatorCasinoProvidersAnswer,
} from '@/lib/schemas/casino-office';
import type { AppContext } from '@/server/app-context';
import { casinoProviders, casinoStudioCounts } from '@/server/db/schema';
import { catalogueSource } from './catalogue-sources';

/**
 * `GET /operator/casino/providers`: every studio, switched off or not, with its games (on and
 * listed, switched off, no longer listed) and the aggregators serving it; and each aggregator of
 * the site: whether this deployment connects it, its games, and when its last sync wrote them.
 * The games are counted by `casino_studio_counts`, which triggers keep (migration 0030), so the
 * list reads a row per studio and aggregator however large the catalogue.
 */
export async function listOfficeProviders(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>,
): Promise<OperatorCasinoProvidersAnswer> {
  const [providers, groups] = await Promise.all([
    ctx.db
      .select({
        id: casinoProviders.id,
        slug: casinoProviders.slug,
        name: casinoProviders.name,
        enabled: casinoProviders.enabled,
      })
      .from(casinoProviders)
      .orderBy(asc(casinoProviders.sort), asc(casinoProviders.name), asc(casinoProviders.id)),
    ctx.db
      .select({
        providerId: casinoStudioCounts.providerId,
        aggregator: casinoStudioCounts.aggregator,
        total: casinoStudioCounts.total,
        playable: casinoStudioCounts.playable,
        off: casinoStudioCounts.off,
        unlisted: casinoStudioCounts.unlisted,
        lastSyncedAt: casinoStudioCounts.lastSyncedAt,
      })
      .from(casinoStudioCounts)
      .where(gt(casinoStudioCounts.total, 0)),
  ]);

  const studios = new Map<number, OfficeCasinoProvider>(
    providers.map(({ id, ...provider }) => [
      id,
      { ...provider, games: { total: 0, playable: 0, off: 0, unlisted: 0 }, aggregators: [] },
    ]),
  );
  const aggregators = new Map<CasinoAggregator, { games: number; lastSyncedAt: Date | null }>();
  for (const group of groups) {
    const studio = studios.get(group.providerId);
    if (studio) {
      studio.games.total += group.total;
      studio.games.playable += group.playable;
      studio.games.off += group.off;
      studio.games.unlisted += group.unlisted;
      studio.aggregators.push(group.aggregator);
    }
    const seen = aggregators.get(group.aggregator) ?? { games: 0, lastSyncedAt: null };
    seen.games += group.total;
    if (group.lastSyncedAt && (!seen.lastSyncedAt || group.lastSyncedAt > seen.lastSyncedAt)) {
      seen.lastSyncedAt = group.lastSyncedAt;
    }
    aggregators.set(group.aggregator, seen);
  }

  return {
    providers: [...studios.values()].map((studio) => ({
      ...studio,
      aggregators: studio.aggregators.sort(),
    })),
    aggregators: CASINO_AGGREGATORS.map((aggregator) => ({
      aggregator,
      configured: catalogueSource(ctx, aggregator) !== null,
      games: aggregators.get(aggregator)?.games ?? 0,
      last_synced_at: aggregators.get(aggregator)?.lastSyncedAt?.toISOString() ?? null,
    })),
  };
}
