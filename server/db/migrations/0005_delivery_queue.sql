CREATE TABLE "delivery_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_jobs_due_idx" ON "delivery_jobs" USING btree ("run_at","id");--> statement-breakpoint
CREATE INDEX "delivery_jobs_target_idx" ON "delivery_jobs" USING btree ("kind","channel","target","id");