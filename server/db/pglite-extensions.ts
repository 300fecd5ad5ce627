import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite must be
 * given when it starts: every embedded database is opened with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
