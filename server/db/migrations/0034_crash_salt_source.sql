-- What fixed a crash chain's salt, kept with the chain for its signed commitment (issue 40). Development chains say so; other chains made before get it from CRASH_SALT_SOURCE when the engine next opens them.
ALTER TABLE "crash_chains" ADD COLUMN "salt_source" jsonb;--> statement-breakpoint
UPDATE "crash_chains" SET "salt_source" = '{"kind":"development"}'::jsonb WHERE "salt" = 'arcada-development-salt';
