import type { CasinoAggregator } from '@/lib/constants/casino';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { catalogueSource } from './catalogue-sources';
import type { CatalogueSource } from './source';
import { syncCatalogue, type SyncReport } from './sync-catalogue';

/**
 * The operator's "sync now": the configured source of `aggregator` (422 on `aggregator` when it
 * is off here), synced; an aggregator that fails or answers nonsense is a 503, not a 500.
 */
export async function runCatalogueSync(
  ctx: AppContext,
  aggregator: CasinoAggregator,
  source: CatalogueSource | null = catalogueSource(ctx, aggregator),
): Promise<SyncReport> {
  if (!source) throw AppError.field('aggregator', 'invalid_value');
  try {
    return await syncCatalogue(ctx, source);
  } catch (error) {
    log.error('casino catalogue sync failed', { aggregator, error });
    throw AppError.of('aggregator_unavailable', 503);
  }
}
