-- Trigram search for the office's casino catalogue: PostgreSQL's contrib, loaded by PGlite at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "casino_games_search_trgm_idx" ON "casino_games" USING gin (("slug" || ' ' || coalesce("name"->>'ru', '') || ' ' || coalesce("name"->>'en', '') || ' ' || coalesce("name"->>'kz', '')) gin_trgm_ops);
