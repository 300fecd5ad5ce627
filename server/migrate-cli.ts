import { loadConfig } from './config';
import { openPreparedDatabase } from './context';

// `npm run db:migrate`: applies the committed SQL migrations (and the seed) to the configured database.
async function main() {
  const config = loadConfig();
  const database = await openPreparedDatabase(config);
  console.log(
    `Migrated ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
