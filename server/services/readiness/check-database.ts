import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { rowsOf } from '@/server/services/ledger/transfer';

type Journal = { entries: { when: number; tag: string }[] };

/** The committed migrations, read once: they change only with a new build. */
let journal: Promise<Journal['entries']> | null = null;

function committedMigrations() {
  journal ??= readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')
    .then((text) => (JSON.parse(text) as Journal).entries)
    .catch((error: unknown) => {
      journal = null;
      throw error;
    });
  return journal;
}

export type DatabaseState = {
  migrations: { applied: number; expected: number; pending: string[] };
};

/**
 * Whether the database answers and carries every migration of this build. drizzle records each
 * applied migration in `drizzle.__drizzle_migrations` with its journal time (`when`) as
 * `created_at`, which is how its migrator (`openDatabase`'s `migrate`) decides what to apply; a
 * journal entry whose time is not recorded is pending. Rows newer than this build's journal (a
 * newer instance migrated during a rolling deploy) are not this one's concern. Throws when the
 * database does not answer.
 */
export async function checkDatabase(ctx: Pick<AppContext, 'db'>): Promise<DatabaseState> {
  const [entries, probe] = await Promise.all([
    committedMigrations(),
    ctx.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  ]);
  const [{ present } = { present: false }] = rowsOf<{ present: boolean | string }>(probe);
  const recorded = new Set<number>();
  if (present === true || present === 't') {
    const rows = await ctx.db.execute(
      sql`select created_at::text as created_at from drizzle.__drizzle_migrations`,
    );
    for (const row of rowsOf<{ created_at: string }>(rows)) recorded.add(Number(row.created_at));
  }
  const pending = entries.filter((entry) => !recorded.has(entry.when)).map((entry) => entry.tag);
  return {
    migrations: { applied: entries.length - pending.length, expected: entries.length, pending },
  };
}
