CREATE TABLE "feature_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feature_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"features" jsonb NOT NULL,
	"currency" text,
	"region" text,
	"vip_level_min" integer,
	"vip_level_max" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feature_segments_features_ck" CHECK (jsonb_typeof("feature_segments"."features") = 'array' and jsonb_array_length("feature_segments"."features") > 0),
	CONSTRAINT "feature_segments_vip_ck" CHECK ("feature_segments"."vip_level_min" >= 1 and "feature_segments"."vip_level_max" >= 1 and "feature_segments"."vip_level_min" <= "feature_segments"."vip_level_max")
);
--> statement-breakpoint
-- Setting players' and segments' feature flags (issue 39): administrators, marketing and the service key.
UPDATE "staff_roles" SET "permissions" = "permissions" || '["players.features"]'::jsonb, "updated_at" = now()
 WHERE "name" IN ('admin', 'marketing', 'service') AND NOT "permissions" ? 'players.features';
