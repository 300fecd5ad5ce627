import { sql, type SQL } from 'drizzle-orm';
import { PLAYER_MATCHES, type PlayerMatch } from '@/lib/constants/office-players';
import { toMajor } from '@/lib/money/units';
import type { PlayerRow, PlayerSearchPage, PlayerSearchQuery } from '@/lib/schemas/office-players';
import type { AppContext } from '@/server/app-context';
import { mailboxSql } from '@/server/db/mailbox';
import { users } from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import { searchKeys, type SearchKeys } from './search-keys';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * One lookup per kind of key, each `(user_id, kind)` rows from one index, so none reads more
 * than the players it finds, at any number of accounts:
 * - id: `users_pkey`;
 * - e-mail: `users_email_unique` (the address as stored) and `users_mailbox_idx` (the same
 *   mailbox: `+tags`, Gmail's dots), migration 0026;
 * - phone: `users_phone_unique` (E.164);
 * - name: `users_name_prefix_idx` and `users_legal_name_prefix_idx` (`lower(…)
 *   text_pattern_ops`, a LIKE prefix), migration 0026;
 * - fingerprint: `users_attribution_idx` (GIN, `jsonb_path_ops`, containment), migration 0026;
 * - device mark: `device_marks_mark_idx` (migration 0026) and `users_super_bonus_unique` (the
 *   mark an account was given at registration);
 * - card or wallet: `payouts_destination_idx` (the keyed hash of the destination).
 */
function lookups(keys: SearchKeys): SQL[] {
  const found: SQL[] = [];
  const by = (kind: PlayerMatch, where: SQL) =>
    found.push(sql`select id as user_id, ${kind}::text as kind from users where ${where}`);
  if (keys.id !== null) by('id', sql`id = ${keys.id}`);
  if (keys.email) {
    by('email', sql`email = ${keys.email.address}`);
    by('email', sql`${mailboxSql(users.email)} = ${keys.email.mailbox}`);
  }
  if (keys.phone) by('phone', sql`phone = ${keys.phone}`);
  if (keys.namePattern) {
    // `lower()` on both sides: the database folds the pattern as it folded the index.
    by('name', sql`lower(name) like lower(${keys.namePattern})`);
    by('name', sql`lower(legal_name) like lower(${keys.namePattern})`);
  }
  if (keys.token) {
    by('fingerprint', sql`attribution @> ${JSON.stringify({ fp: keys.token })}::jsonb`);
    by('fingerprint', sql`attribution @> ${JSON.stringify({ fp2: keys.token })}::jsonb`);
    by('device', sql`super_bonus = ${keys.token}`);
    found.push(
      sql`select user_id, 'device'::text as kind from device_marks where mark = ${keys.token}`,
    );
  }
  if (keys.destinations.length > 0) {
    found.push(
      sql`select user_id, 'payment'::text as kind from payouts where destination_hash in ${keys.destinations}`,
    );
  }
  return found;
}

type Row = {
  id: number;
  email: string | null;
  phone: string | null;
  name: string | null;
  legal_name: string | null;
  currency: PlayerRow['currency'];
  state: PlayerRow['state'];
  kyc_level: number;
  created_at: string | Date;
  last_sign_in_at: string | Date | null;
  real_balance: string | number | null;
  matched: PlayerMatch[] | null;
};

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

/**
 * The search's one statement: with `q`, the players any of its readings found (`searchKeys`),
 * each with what matched; without, every player, walking `users_pkey` backwards (or
 * `users_state_idx` / `users_kyc_level_idx` with a filter). The last sign-in and the real
 * balance are one indexed lookup per row of the page. Null when `q` can be no key at all.
 * Exported for the test that EXPLAINs it.
 */
export function searchStatement(ctx: Ctx, query: PlayerSearchQuery): SQL | null {
  const q = query.q ?? '';
  const found = q ? lookups(searchKeys(ctx, q)) : [];
  if (q && found.length === 0) return null;
  const filters = [
    query.state ? sql`u.state = ${query.state}` : null,
    query.kyc_level !== undefined ? sql`u.kyc_level = ${query.kyc_level}` : null,
    query.before !== undefined ? sql`u.id < ${query.before}` : null,
  ].filter((filter): filter is SQL => filter !== null);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const source = q
    ? sql`(
        select user_id, array_agg(distinct kind) as matched
        from (${sql.join(found, sql` union all `)}) hits
        group by user_id
      ) m join users u on u.id = m.user_id`
    : sql`users u`;
  return sql`
    select u.id, u.email, u.phone, u.name, u.legal_name, u.currency, u.state, u.kyc_level,
      u.created_at, ${q ? sql`m.matched` : sql`null`} as matched,
      (select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in_at,
      (select a.balance - a.pending_debits from ledger_accounts a
        where a.code = 'user:' || u.id || ':' || u.currency || ':real') as real_balance
    from ${source}
    ${where}
    order by u.id desc
    limit ${query.limit + 1}
  `;
}

/**
 * `GET /operator/players`: players newest first (by account number, which grows with
 * registration), a page at a time from the cursor `before`, found by `q` and filtered by state
 * and verified level.
 */
export async function searchPlayers(ctx: Ctx, query: PlayerSearchQuery): Promise<PlayerSearchPage> {
  const statement = searchStatement(ctx, query);
  if (!statement) return { players: [], next: null };
  const rows = rowsOf<Row>(await ctx.db.execute(statement));
  const page = rows.slice(0, query.limit);
  return {
    players: page.map((row) => ({
      id: Number(row.id),
      email: row.email,
      phone: row.phone,
      name: row.name,
      legal_name: row.legal_name,
      currency: row.currency,
      state: row.state,
      kyc_level: Number(row.kyc_level),
      created_at: iso(row.created_at)!,
      last_sign_in_at: iso(row.last_sign_in_at),
      real_balance: toMajor(Number(row.real_balance ?? 0)),
      matched: PLAYER_MATCHES.filter((kind) => row.matched?.includes(kind)),
    })),
    next: rows.length > query.limit ? Number(page[page.length - 1]!.id) : null,
  };
}
