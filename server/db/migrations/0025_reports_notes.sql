CREATE TABLE "staff_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notes_user_idx" ON "staff_notes" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_created_brin" ON "ledger_transfers" USING brin ("created_at");--> statement-breakpoint
-- Staff's notes on a player are a record like the audit trail: never edited nor deleted.
CREATE FUNCTION staff_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_notes is append-only' USING ERRCODE = 'AU001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_notes_append_only BEFORE UPDATE OR DELETE ON staff_notes
  FOR EACH ROW EXECUTE FUNCTION staff_notes_append_only();
