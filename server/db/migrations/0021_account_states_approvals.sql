CREATE TABLE "staff_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"request" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_by_label" text NOT NULL,
	"reason" text,
	"status" text NOT NULL,
	"decided_by" text,
	"decided_by_label" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_approvals_status_ck" CHECK ("staff_approvals"."status" in ('pending', 'confirmed', 'refused', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_approvals_status_idx" ON "staff_approvals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_approvals_pending_uq" ON "staff_approvals" USING btree ("action","target_id") WHERE "staff_approvals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_ck" CHECK ("users"."state" in ('active', 'blocked', 'closed'));