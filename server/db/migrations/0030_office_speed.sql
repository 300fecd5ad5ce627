CREATE TABLE "casino_studio_counts" (
	"provider_id" integer NOT NULL,
	"aggregator" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"playable" integer DEFAULT 0 NOT NULL,
	"off" integer DEFAULT 0 NOT NULL,
	"unlisted" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	CONSTRAINT "casino_studio_counts_provider_id_aggregator_pk" PRIMARY KEY("provider_id","aggregator")
);
--> statement-breakpoint
CREATE INDEX "sport_events_teams_trgm_idx" ON "sport_events" USING gin ((coalesce("home"->>'ru', '') || ' ' || coalesce("home"->>'en', '') || ' ' || coalesce("home"->>'kz', '') || ' ' || coalesce("away"->>'ru', '') || ' ' || coalesce("away"->>'en', '') || ' ' || coalesce("away"->>'kz', '')) gin_trgm_ops);--> statement-breakpoint
-- The studios' counts follow the catalogue: each statement on casino_games adds its rows' difference per (studio, aggregator), in key order so that two writers lock the rows in the same order.
CREATE FUNCTION casino_studio_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO casino_studio_counts AS c (provider_id, aggregator, total, playable, off, unlisted)
    SELECT provider_id, aggregator, -count(*), -count(*) FILTER (WHERE enabled AND available),
           -count(*) FILTER (WHERE NOT enabled), -count(*) FILTER (WHERE NOT available)
    FROM old_rows GROUP BY provider_id, aggregator ORDER BY provider_id, aggregator
    ON CONFLICT (provider_id, aggregator) DO UPDATE SET total = c.total + excluded.total,
      playable = c.playable + excluded.playable, off = c.off + excluded.off,
      unlisted = c.unlisted + excluded.unlisted;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO casino_studio_counts AS c (provider_id, aggregator, total, playable, off, unlisted, last_synced_at)
    SELECT provider_id, aggregator, count(*), count(*) FILTER (WHERE enabled AND available),
           count(*) FILTER (WHERE NOT enabled), count(*) FILTER (WHERE NOT available), max(synced_at)
    FROM new_rows GROUP BY provider_id, aggregator ORDER BY provider_id, aggregator
    ON CONFLICT (provider_id, aggregator) DO UPDATE SET total = c.total + excluded.total,
      playable = c.playable + excluded.playable, off = c.off + excluded.off,
      unlisted = c.unlisted + excluded.unlisted,
      last_synced_at = greatest(c.last_synced_at, excluded.last_synced_at);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER casino_studio_counts_insert AFTER INSERT ON casino_games
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION casino_studio_counts_apply();
--> statement-breakpoint
CREATE TRIGGER casino_studio_counts_update AFTER UPDATE ON casino_games
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION casino_studio_counts_apply();
--> statement-breakpoint
CREATE TRIGGER casino_studio_counts_delete AFTER DELETE ON casino_games
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION casino_studio_counts_apply();
--> statement-breakpoint
-- Rebuilds the counts from the games: here for the games already there, and after a bulk load that ran without triggers.
CREATE FUNCTION casino_studio_counts_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM casino_studio_counts;
  INSERT INTO casino_studio_counts (provider_id, aggregator, total, playable, off, unlisted, last_synced_at)
  SELECT provider_id, aggregator, count(*), count(*) FILTER (WHERE enabled AND available),
         count(*) FILTER (WHERE NOT enabled), count(*) FILTER (WHERE NOT available), max(synced_at)
  FROM casino_games GROUP BY provider_id, aggregator;
$$;
--> statement-breakpoint
SELECT casino_studio_counts_recount();
