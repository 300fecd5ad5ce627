CREATE TABLE "kyc_applicants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"level_name" text NOT NULL,
	"review_status" text DEFAULT 'init' NOT NULL,
	"review_answer" text,
	"reject_type" text,
	"reject_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderation_comment" text,
	"client_comment" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_event_ms" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"applicant_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at_ms" bigint NOT NULL,
	"user_id" integer,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"source" text NOT NULL,
	"flag_id" integer,
	"reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	CONSTRAINT "kyc_requirements_level_ck" CHECK ("kyc_requirements"."level" between 1 and 3),
	CONSTRAINT "kyc_requirements_source_ck" CHECK ("kyc_requirements"."source" in ('payout', 'deposits', 'flag', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "risk_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedup_key" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	CONSTRAINT "risk_flags_dedup_key_unique" UNIQUE("dedup_key"),
	CONSTRAINT "risk_flags_status_ck" CHECK ("risk_flags"."status" in ('open', 'cleared', 'confirmed', 'more_requested'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"external_user_id" text NOT NULL,
	"level_name" text NOT NULL,
	"email" text,
	"phone" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inspection_id" text NOT NULL,
	"review_status" text DEFAULT 'init' NOT NULL,
	"review_result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_kyc_applicants_external_user_id_unique" UNIQUE("external_user_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_kyc_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"attempt" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kyc_required_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "turnover_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "screened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_hash" text;--> statement-breakpoint
ALTER TABLE "kyc_applicants" ADD CONSTRAINT "kyc_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_events" ADD CONSTRAINT "kyc_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requirements" ADD CONSTRAINT "kyc_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_flags" ADD CONSTRAINT "risk_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_kyc_documents" ADD CONSTRAINT "sandbox_kyc_documents_applicant_id_sandbox_kyc_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."sandbox_kyc_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applicants_provider_uq" ON "kyc_applicants" USING btree ("provider","applicant_id");--> statement-breakpoint
CREATE INDEX "kyc_applicants_pending_idx" ON "kyc_applicants" USING btree ("updated_at") WHERE "kyc_applicants"."review_status" in ('pending', 'onHold');--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_pending_idx" ON "kyc_documents" USING btree ("created_at") WHERE "kyc_documents"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_events_uq" ON "kyc_events" USING btree ("provider","applicant_id","type","created_at_ms");--> statement-breakpoint
CREATE INDEX "kyc_events_user_idx" ON "kyc_events" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "kyc_requirements_user_idx" ON "kyc_requirements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "risk_flags_user_idx" ON "risk_flags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_flags_open_idx" ON "risk_flags" USING btree ("created_at") WHERE "risk_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sandbox_kyc_documents_applicant_idx" ON "sandbox_kyc_documents" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "payouts_destination_idx" ON "payouts" USING btree ("destination_hash");--> statement-breakpoint
-- The risk queue, a player's documents and provider results, and staff's decisions on them
-- (issue 35): the risk role, admins and the service key.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["players.risk"]'::jsonb, "updated_at" = now()
 WHERE "name" IN ('admin', 'risk', 'service') AND NOT "permissions" ? 'players.risk';
--> statement-breakpoint
-- Every webhook a provider sent is kept as it came: the record of what it told us.
CREATE FUNCTION kyc_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'kyc_events is append-only' USING ERRCODE = 'AU001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER kyc_events_append_only BEFORE UPDATE OR DELETE ON kyc_events
  FOR EACH ROW EXECUTE FUNCTION kyc_events_append_only();
