import { asc, max, sql } from 'drizzle-orm';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import type {
  OfficeCasinoProvider,
  OperatorCasinoProvidersAnswer,
} from '@/lib/schemas/casino-office';
import type { AppContext } from '@/server/app-context';
import { casinoGames, casinoProviders } from '@/server/db/schema';
import { catalogueSource } from './catalogue-sources';

/**
 * `GET /operator/casino/providers`: every studio, switched off or not, with its games (on and
 * listed, switched off, no longer listed) and the aggregators serving it; and each aggregator of
 * the site: whether this deployment connects it, its games, and when its last sync wrote them.
 * The catalogue is read once, grouped by studio and aggregator (a hash aggregate, no sort).
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
        providerId: casinoGames.providerId,
        aggregator: casinoGames.aggregator,
        total: sql<number>`count(*)::int`,
        playable: sql<number>`(count(*) filter (where ${casinoGames.enabled} and ${casinoGames.available}))::int`,
        off: sql<number>`(count(*) filter (where not ${casinoGames.enabled}))::int`,
        unlisted: sql<number>`(count(*) filter (where not ${casinoGames.available}))::int`,
        lastSyncedAt: max(casinoGames.syncedAt),
      })
      .from(casinoGames)
      .groupBy(casinoGames.providerId, casinoGames.aggregator),
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
