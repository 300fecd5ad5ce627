import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ClientBase } from 'pg';

/**
 * The tables whose row counts a restored copy must share with its source: the players, their
 * money and what they bet it on. Fixed names, never from input (they go into SQL as they are).
 */
export const COUNTED_TABLES = [
  'users',
  'ledger_accounts',
  'ledger_transfers',
  'payment_invoices',
  'payouts',
  'crash_rounds',
  'sport_tickets',
] as const;

export type TableCounts = Record<(typeof COUNTED_TABLES)[number], number | null>;

/** What one check found: `problems` empty when it passed; `summary` carries its figures. */
export type CheckResult = { summary: string; problems: string[] };

/** At most this many problems are listed; the rest are counted. */
const LISTED = 10;

function listed(problems: string[]) {
  if (problems.length <= LISTED) return problems;
  return [...problems.slice(0, LISTED), `… and ${problems.length - LISTED} more`];
}

/**
 * Row counts of `COUNTED_TABLES` as `db` sees them; a table that does not exist counts `null`.
 * Run inside the source's exported snapshot, they are the counts of the dump itself, however
 * busy the source is.
 */
export async function countRows(db: ClientBase): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of COUNTED_TABLES) {
    const exists = await db.query<{ found: string | null }>('select to_regclass($1) as found', [
      `public.${table}`,
    ]);
    if (!exists.rows[0]?.found) {
      counts[table] = null;
      continue;
    }
    const result = await db.query<{ count: string }>(`select count(*) as count from ${table}`);
    counts[table] = Number(result.rows[0]!.count);
  }
  return counts;
}

/** The copy's counts against the source's. */
export function compareCounts(source: TableCounts, copy: TableCounts): CheckResult {
  const problems: string[] = [];
  const figures: string[] = [];
  for (const table of COUNTED_TABLES) {
    const [theirs, ours] = [source[table], copy[table]];
    figures.push(`${table} ${ours ?? 'absent'}`);
    if (theirs !== ours) {
      problems.push(`${table}: source ${theirs ?? 'absent'}, restored ${ours ?? 'absent'}`);
    }
  }
  return { summary: figures.join(', '), problems };
}

/**
 * Every migration of the journal is recorded as applied. Drizzle's migrator keeps one row per
 * applied migration in `drizzle.__drizzle_migrations` (`created_at` = the journal's `when`,
 * `hash` = sha256 of the SQL file) and applies those newer than the newest row; a missing row or
 * another hash means the restored schema is not the one this code expects. Rows the journal does
 * not know (a dump of a newer release) are reported but pass: that schema is ahead, not broken.
 */
export async function checkMigrations(
  db: ClientBase,
  migrationsFolder: string,
): Promise<CheckResult> {
  const expected = readMigrationFiles({ migrationsFolder });
  const table = await db.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations') as found`,
  );
  if (!table.rows[0]?.found) {
    return {
      summary: `0 of ${expected.length} applied`,
      problems: ['drizzle.__drizzle_migrations is missing: the database was never migrated'],
    };
  }
  const recorded = await db.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations',
  );
  const byTime = new Map(recorded.rows.map((row) => [Number(row.created_at), row.hash]));
  const tags = journalTags(migrationsFolder);
  const problems: string[] = [];
  let missing = 0;
  for (const [index, migration] of expected.entries()) {
    const hash = byTime.get(migration.folderMillis);
    const name = tags[index] ?? `#${index}`;
    if (hash === undefined) {
      missing += 1;
      problems.push(`${name}: not applied`);
    } else if (hash !== migration.hash) {
      problems.push(`${name}: applied from another version of the file (hash differs)`);
    }
    byTime.delete(migration.folderMillis);
  }
  const applied = expected.length - missing;
  const newer = byTime.size > 0 ? `, ${byTime.size} newer than this checkout` : '';
  return {
    summary: `${applied} of ${expected.length} applied${newer}`,
    problems: listed(problems),
  };
}

/** The journal's tags in order (`0007_ledger_transfer_function`), to name a migration. */
function journalTags(migrationsFolder: string): string[] {
  // readMigrationFiles answers hashes and times only; the journal is small and read once.
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Each account's sums over the transfers, in one pass over `ledger_transfers`: a `posted`
 * transfer (a plain one or one that posts a hold) moves the balance, credit side up and debit
 * side down; a `pending` one not yet settled (no transfer names it in `settles_id`, a unique
 * index) is a hold, pending debit on its debit side and pending credit on its credit side; a
 * `voided` one moves nothing. These are the rules of `ledger_transfer()` (migration 0007) and
 * `settlePending` (server/services/ledger/transfer.ts).
 */
const ACCOUNT_MISMATCHES = `
  with transfers as (
    select t.debit_account_id, t.credit_account_id,
           case when t.status = 'posted' then t.amount else 0 end as posted,
           case when t.status = 'pending'
                 and not exists (select 1 from ledger_transfers s where s.settles_id = t.id)
                then t.amount else 0 end as held
      from ledger_transfers t
  ),
  sums as (
    select leg.account_id, sum(leg.posted) as posted, sum(leg.held_debit) as held_debits,
           sum(leg.held_credit) as held_credits
      from transfers t
     cross join lateral (values
       (t.credit_account_id, t.posted, 0::bigint, t.held),
       (t.debit_account_id, -t.posted, t.held, 0::bigint)
     ) as leg(account_id, posted, held_debit, held_credit)
     group by leg.account_id
  )
  select a.code, a.balance::text as balance, coalesce(s.posted, 0)::text as posted,
         a.pending_debits::text as pending_debits, coalesce(s.held_debits, 0)::text as held_debits,
         a.pending_credits::text as pending_credits,
         coalesce(s.held_credits, 0)::text as held_credits,
         count(*) over () as accounts
    from ledger_accounts a
    left join sums s on s.account_id = a.id
   where a.balance <> coalesce(s.posted, 0)
      or a.pending_debits <> coalesce(s.held_debits, 0)
      or a.pending_credits <> coalesce(s.held_credits, 0)
   order by a.id
   limit ${LISTED}`;

type Mismatch = {
  code: string;
  /** How many accounts disagree in all; the query lists the first LISTED. */
  accounts: string;
  balance: string;
  posted: string;
  pending_debits: string;
  held_debits: string;
  pending_credits: string;
  held_credits: string;
};

/**
 * The ledger's invariants (those `tests/support/ledger.ts` asserts after every money suite): per
 * currency the balances sum to zero and pending debits equal pending credits; and each account
 * agrees with its transfers, its balance being its posted credits minus its posted debits and its
 * holds those of its unsettled pending transfers. An account changed outside a transfer, or a
 * transfer lost or doubled by the restore, breaks the second.
 */
export async function checkLedger(db: ClientBase): Promise<CheckResult> {
  const currencies = await db.query<{
    currency: string;
    accounts: number;
    balance: string;
    holds: string;
  }>(
    `select currency, count(*)::int as accounts, sum(balance)::text as balance,
            (sum(pending_debits) - sum(pending_credits))::text as holds
       from ledger_accounts group by currency order by currency`,
  );
  const problems: string[] = [];
  let accounts = 0;
  for (const row of currencies.rows) {
    accounts += row.accounts;
    if (row.balance !== '0') problems.push(`${row.currency}: balances sum to ${row.balance}`);
    if (row.holds !== '0') {
      problems.push(`${row.currency}: pending debits exceed pending credits by ${row.holds}`);
    }
  }
  const mismatches = await db.query<Mismatch>(ACCOUNT_MISMATCHES);
  const accountProblems: string[] = [];
  for (const row of mismatches.rows) {
    if (row.balance !== row.posted) {
      accountProblems.push(
        `${row.code}: balance ${row.balance}, its posted transfers ${row.posted}`,
      );
    }
    if (row.pending_debits !== row.held_debits) {
      accountProblems.push(
        `${row.code}: pending debits ${row.pending_debits}, its open holds ${row.held_debits}`,
      );
    }
    if (row.pending_credits !== row.held_credits) {
      accountProblems.push(
        `${row.code}: pending credits ${row.pending_credits}, its open holds ${row.held_credits}`,
      );
    }
  }
  const disagreeing = Number(mismatches.rows[0]?.accounts ?? 0);
  if (disagreeing > mismatches.rows.length) {
    accountProblems.push(
      `… ${disagreeing - mismatches.rows.length} more accounts disagree with their transfers`,
    );
  }
  const transfers = await db.query<{ count: string }>(
    'select count(*) as count from ledger_transfers',
  );
  return {
    summary: `${accounts} accounts in ${currencies.rows.map((row) => row.currency).join(', ') || 'no currency'}, ${transfers.rows[0]!.count} transfers`,
    problems: [...problems, ...accountProblems],
  };
}
