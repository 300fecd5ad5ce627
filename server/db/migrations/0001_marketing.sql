CREATE TABLE "attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stag" text,
	"promo" text,
	"partner_id_text" text,
	"adv_id" text,
	"advertise_uid" text,
	"advertise_source" text,
	"cpa_one_uid" text,
	"pr_hash" text,
	"first_deposit_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"adv_id" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"utm_term" text NOT NULL,
	"promo_type" text,
	"promo_value" text,
	"promo_modal" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_adv_id_unique" UNIQUE("adv_id"),
	CONSTRAINT "campaigns_utm_uq" UNIQUE("utm_source","utm_medium","utm_campaign","utm_term")
);
--> statement-breakpoint
CREATE TABLE "marketing_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"campaign_id" integer,
	"partner_id" integer,
	"sub_h" text,
	"uuid" text,
	"click_url" text,
	"host" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_clicks_kind_ck" CHECK ("marketing_clicks"."kind" in ('utm', 'affiliate', 'page_open', 'visit'))
);
--> statement-breakpoint
CREATE TABLE "mirrors" (
	"domain" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"new_link" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mirrors_domain_lower_ck" CHECK ("mirrors"."domain" = lower("mirrors"."domain")),
	CONSTRAINT "mirrors_status_ck" CHECK ("mirrors"."status" in ('active', 'blocked', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promo_codes_code_upper_ck" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirect_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match" text NOT NULL,
	"path" text NOT NULL,
	"destination" text NOT NULL,
	"status" integer DEFAULT 302 NOT NULL,
	"keep_rest" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_rules_match_ck" CHECK ("redirect_rules"."match" in ('exact', 'prefix')),
	CONSTRAINT "redirect_rules_status_ck" CHECK ("redirect_rules"."status" in (301, 302, 307, 308)),
	CONSTRAINT "redirect_rules_path_ck" CHECK ("redirect_rules"."path" = '/' or ("redirect_rules"."path" like '/%' and "redirect_rules"."path" not like '%/')),
	CONSTRAINT "redirect_rules_destination_ck" CHECK ("redirect_rules"."destination" ~ '^(/([^/\\]|$)|https?://[^/])')
);
--> statement-breakpoint
CREATE TABLE "simple_auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attributions" ADD CONSTRAINT "attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_clicks" ADD CONSTRAINT "marketing_clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_clicks" ADD CONSTRAINT "marketing_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simple_auth_tokens" ADD CONSTRAINT "simple_auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_clicks_created_at_idx" ON "marketing_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "redirect_rules_path_idx" ON "redirect_rules" USING btree ("path");--> statement-breakpoint
CREATE INDEX "simple_auth_tokens_user_id_idx" ON "simple_auth_tokens" USING btree ("user_id");