CREATE TABLE "payment_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method_hash" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"sum_was_changed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_invoices_amount_ck" CHECK ("payment_invoices"."amount" > 0),
	CONSTRAINT "payment_invoices_status_ck" CHECK ("payment_invoices"."status" in ('pending', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method_hash" text NOT NULL,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_ck" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoices_user_idx" ON "payment_invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_pending_idx" ON "payment_invoices" USING btree ("expires_at") WHERE "payment_invoices"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");