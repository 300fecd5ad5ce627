CREATE TABLE "room_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"tickets_from" bigint NOT NULL,
	"tickets_to" bigint NOT NULL,
	"status" text NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "room_bets_amount_ck" CHECK ("room_bets"."amount" > 0),
	CONSTRAINT "room_bets_tickets_ck" CHECK ("room_bets"."tickets_to" = "room_bets"."tickets_from" + "room_bets"."amount" - 1),
	CONSTRAINT "room_bets_payout_ck" CHECK ("room_bets"."payout" >= 0),
	CONSTRAINT "room_bets_status_ck" CHECK ("room_bets"."status" in ('open', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "room_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"entropy_source" text,
	"entropy" text,
	"opened_at" timestamp with time zone NOT NULL,
	"counting_from" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"pot" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"total_tickets" bigint,
	"winning_ticket" bigint,
	"winner_bet_id" uuid,
	"commission" bigint,
	CONSTRAINT "room_rounds_status_ck" CHECK ("room_rounds"."status" in ('waiting', 'counting', 'closed', 'settled', 'refunded')),
	CONSTRAINT "room_rounds_pot_ck" CHECK ("room_rounds"."pot" >= 0)
);
--> statement-breakpoint
ALTER TABLE "room_bets" ADD CONSTRAINT "room_bets_round_id_room_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."room_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_bets" ADD CONSTRAINT "room_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_bets_key_uq" ON "room_bets" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "room_bets_tickets_uq" ON "room_bets" USING btree ("round_id","tickets_from");--> statement-breakpoint
CREATE INDEX "room_bets_user_idx" ON "room_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_rounds_open_uq" ON "room_rounds" USING btree ("room","currency") WHERE "room_rounds"."status" in ('waiting', 'counting');--> statement-breakpoint
CREATE INDEX "room_rounds_unfinished_idx" ON "room_rounds" USING btree ("id") WHERE "room_rounds"."status" in ('waiting', 'counting', 'closed');--> statement-breakpoint
CREATE INDEX "room_rounds_room_idx" ON "room_rounds" USING btree ("room","currency","id");