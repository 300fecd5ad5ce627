import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationsKey } from './migrations-key';

/**
 * A migrated, empty PGlite data directory for test workers to start from (`pglite-pool.ts`):
 * loading a dump takes about 0.5 s where a new PGlite takes about 3 s before its migrations.
 * Made once per PGlite version and set of migrations (the file is named by their hash) under
 * `.data/`, by jest's globalSetup before the workers start (`make-test-templates.ts`; a file
 * that finds it missing makes it); the file is written under
 * another name and renamed whole into place, so nobody reads half of one.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(process.cwd(), '.data', `pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // A clean checkpoint: a copy that starts without replaying the migrations' WAL (~15 % faster).
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await client.close();
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** PGlite's version, the dump's format and every file of the migrations folder. */
function templateKey() {
  const pglite = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  return migrationsKey(JSON.parse(readFileSync(pglite, 'utf8')).version, 'checkpointed');
}
