CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"actor_label" text NOT NULL,
	"role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text,
	"address" text,
	CONSTRAINT "audit_log_actor_ck" CHECK ("audit_log"."actor_type" in ('staff', 'service', 'system'))
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip_allow" jsonb,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_email_lower_ck" CHECK ("staff"."email" = lower("staff"."email"))
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"name" text PRIMARY KEY NOT NULL,
	"permissions" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"stage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	CONSTRAINT "staff_sessions_stage_ck" CHECK ("staff_sessions"."stage" in ('challenge', 'session'))
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_staff_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."staff_roles"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_type","actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'AU001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
INSERT INTO "staff_roles" ("name", "permissions", "updated_at") VALUES
  ('admin', '["staff.manage", "audit.read", "players.read", "players.block", "players.impersonate", "payouts.decide", "finance.adjust", "finance.read", "marketing.manage", "casino.manage", "sports.trade", "vip.manage"]'::jsonb, now()),
  ('support', '["players.read"]'::jsonb, now()),
  ('payments', '["players.read", "payouts.decide", "finance.read"]'::jsonb, now()),
  ('risk', '["players.read", "players.block", "payouts.decide", "audit.read"]'::jsonb, now()),
  ('trader', '["players.read", "sports.trade"]'::jsonb, now()),
  ('marketing', '["players.read", "marketing.manage", "vip.manage"]'::jsonb, now()),
  ('casino', '["players.read", "casino.manage"]'::jsonb, now()),
  ('finance', '["players.read", "finance.read", "finance.adjust", "audit.read"]'::jsonb, now()),
  ('service', '["audit.read", "players.read", "players.block", "players.impersonate", "payouts.decide", "finance.adjust", "finance.read", "marketing.manage", "casino.manage", "sports.trade", "vip.manage"]'::jsonb, now())
ON CONFLICT ("name") DO NOTHING;
