CREATE INDEX "device_marks_mark_idx" ON "device_marks" USING btree ("mark");--> statement-breakpoint
CREATE INDEX "users_mailbox_idx" ON "users" USING btree ((case when split_part(lower("email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace(regexp_replace(split_part(lower("email"), '@', 1), '\+.*$', ''), '.', '') || '@gmail.com' else regexp_replace(split_part(lower("email"), '@', 1), '\+.*$', '') || '@' || split_part(lower("email"), '@', 2) end));--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_legal_name_prefix_idx" ON "users" USING btree (lower("legal_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_attribution_idx" ON "users" USING gin ("attribution" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "users" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "users_kyc_level_idx" ON "users" USING btree ("kyc_level","id");