CREATE INDEX "game_bets_settled_idx" ON "game_bets" USING btree ("settled_at") WHERE "game_bets"."status" = 'settled';--> statement-breakpoint
CREATE INDEX "crash_bets_settled_idx" ON "crash_bets" USING btree ("settled_at") WHERE "crash_bets"."status" in ('cashed', 'lost');--> statement-breakpoint
CREATE INDEX "room_rounds_drawn_idx" ON "room_rounds" USING btree ("drawn_at") WHERE "room_rounds"."drawn_at" is not null;--> statement-breakpoint
CREATE INDEX "casino_rounds_closed_idx" ON "casino_rounds" USING btree ("closed_at") WHERE "casino_rounds"."status" = 'closed';--> statement-breakpoint
CREATE INDEX "sport_tickets_settled_idx" ON "sport_tickets" USING btree ("settled_at") WHERE "sport_tickets"."status" in ('settled', 'cashed_out');