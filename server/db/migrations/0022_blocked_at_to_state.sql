-- An account blocked under the old column keeps its block, now as a state (lib/constants/account-states.ts).
UPDATE "users" SET "state" = 'blocked', "state_changed_at" = "blocked_at", "state_reason" = 'blocked before account states' WHERE "blocked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "blocked_at";
