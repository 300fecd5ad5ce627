import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The transaction convention: services take `(ctx, input)` and use `ctx.db`, which may be a
 * transaction their caller opened (`{ ...ctx, db: tx }`); queries take `db` first. Nothing takes
 * a transaction as an extra parameter. A service whose writes must be atomic runs them through
 * `inTransaction`, which joins the caller's transaction or opens one.
 */

export function isTransaction(db: Db): boolean {
  return is(db, PgTransaction);
}

/** Runs `work` in `db` when it is a transaction already, otherwise in a new transaction of it. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}
