import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * An e-mail address as one mailbox receives it, in SQL: lower-cased, without a `+tag`, and for
 * Gmail without dots in the local part (`Jo.Hn+x@googlemail.com` is `john@gmail.com`); the same
 * rule as `mailboxOf` (`server/services/aml/duplicate-flags.ts`). Immutable, and written once
 * here because the expression index `users_mailbox_idx` serves a lookup only when the query
 * repeats its expression exactly: the duplicate-account rule and the office's player search.
 */
export function mailboxSql(email: AnyColumn | SQL) {
  const local = sql`regexp_replace(split_part(lower(${email}), '@', 1), '\\+.*$', '')`;
  const domain = sql`split_part(lower(${email}), '@', 2)`;
  return sql`(case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${local}, '.', '') || '@gmail.com' else ${local} || '@' || ${domain} end)`;
}
