import { loadConfig } from '@/server/config';
import { openDatabase } from './client';
import { seedDatabase } from './seed';
import { systemClock } from '@/server/lib/clock';

// `npm run db:migrate`: applies the committed SQL migrations (and the seed) to the configured database.
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, { clock: systemClock, devTools: config.devTools });
    console.log(
      `Migrated ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
