/**
 * Makes the migrated database the API tests start from, before jest starts its workers
 * (jest-global-setup.mjs runs this with tsx, which knows the `@/` paths): PGlite's dump under
 * `.data/`, or with DATABASE_URL the `test_template_<hash>` database on that server. Made by a
 * test file instead, it cost the first file of each worker 10–20 s on a clean clone and put it
 * over its time budget.
 */
import { migratedPgliteTemplate } from './pglite-template';
import { migratedPostgresTemplate } from './postgres-template';

const url = process.env.DATABASE_URL;
(url ? migratedPostgresTemplate(url) : migratedPgliteTemplate()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
