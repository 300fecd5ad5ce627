import { loadConfig } from './config';
import { openPreparedDatabase } from './context';
import { log } from './lib/log';

// `npm run db:migrate`: applies the committed SQL migrations (and the seed) to the configured database.
async function main() {
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  log.info('Migrated', {
    database: database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`,
  });
  await database.close();
}

main().catch((error: unknown) => {
  log.error('Migration failed', { error });
  process.exit(1);
});
