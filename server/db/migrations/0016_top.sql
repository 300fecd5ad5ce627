CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"to_base_e8" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_rates_positive_ck" CHECK ("exchange_rates"."to_base_e8" > 0)
);
--> statement-breakpoint
CREATE TABLE "top_boards" (
	"period" text NOT NULL,
	"board" text NOT NULL,
	"product" text NOT NULL,
	"rows" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "top_boards_period_board_product_pk" PRIMARY KEY("period","board","product")
);
--> statement-breakpoint
CREATE VIEW "public"."settled_bets" AS (
  select 'in_house'::text as product, 'game:' || b.id as bet_ref, b.user_id, b.currency,
         b.game, b.amount as stake, b.payout, b.settled_at
    from game_bets b
   where b.status = 'settled' and b.settled_at is not null
  union all
  select 'crash', 'crash:' || b.id, b.user_id, b.currency, 'crash', b.amount, b.payout,
         b.settled_at
    from crash_bets b
   where b.status in ('cashed', 'lost') and b.settled_at is not null
  union all
  select 'rooms', 'room:' || b.id, b.user_id, b.currency, 'rooms:' || r.room, b.amount,
         b.payout, r.drawn_at
    from room_bets b join room_rounds r on r.id = b.round_id
   where b.status in ('won', 'lost') and r.drawn_at is not null
  union all
  select case g.kind when 'slot' then 'slots' when 'live' then 'live_casino' else 'table' end,
         'casino-round:' || c.id, c.user_id, c.currency, g.slug, c.bet_total, c.win_total,
         c.closed_at
    from casino_rounds c
    join casino_games g on g.aggregator = c.aggregator and g.external_code = c.game_code
   where c.status = 'closed' and c.bet_total > 0 and c.closed_at is not null
  union all
  select 'sports', 'sport:' || t.id, t.user_id, t.currency, 'sports', t.stake_minor,
         t.payout_minor + t.cashed_out_minor, t.settled_at
    from sport_tickets t
   where t.status in ('settled', 'cashed_out') and t.settled_at is not null
);--> statement-breakpoint
-- Rough starting rates (RUB per unit), for the operator to set (PUT /operator/exchange-rates).
INSERT INTO "exchange_rates" ("currency", "to_base_e8", "updated_at") VALUES
  ('RUB', 100000000, now()),
  ('USD', 9500000000, now()),
  ('EUR', 10000000000, now()),
  ('KZT', 19000000, now()),
  ('INR', 110000000, now());
