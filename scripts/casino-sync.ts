import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import { loadConfig } from '@/server/config';
import { createContext, openPreparedDatabase } from '@/server/context';
import { log } from '@/server/lib/log';
import { catalogueSources } from '@/server/services/casino/catalogue/catalogue-sources';
import { syncCatalogue } from '@/server/services/casino/catalogue/sync-catalogue';

/**
 * `npm run casino:sync [-- aggregator…]`: syncs the casino catalogue with every configured
 * aggregator (or the ones named) and exits; what a deployment's nightly cron runs (README,
 * "Casino catalogue"). Exits 1 when any sync failed.
 */
async function main() {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = named.filter((name) => !(CASINO_AGGREGATORS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown aggregators: ${unknown.join(', ')}`);
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  const ctx = createContext({ config, db: database.db });
  let failed = false;
  try {
    const sources = catalogueSources(ctx).filter(
      (source) => named.length === 0 || named.includes(source.aggregator as CasinoAggregator),
    );
    if (sources.length === 0) log.warn('casino:sync: no configured aggregator to sync');
    for (const source of sources) {
      try {
        await syncCatalogue(ctx, source);
      } catch (error) {
        failed = true;
        log.error('casino:sync failed', { aggregator: source.aggregator, error });
      }
    }
  } finally {
    await database.close();
  }
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  log.error('casino:sync failed', { error });
  process.exit(1);
});
