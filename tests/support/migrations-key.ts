import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '@/server/db/client';

/**
 * A short hash of every file of the migrations folder and of `extra`: the name of a migrated
 * template (`pglite-template.ts`, `postgres-template.ts`), so a new migration makes a new one.
 */
export function migrationsKey(...extra: string[]): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part).update('\0');
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
