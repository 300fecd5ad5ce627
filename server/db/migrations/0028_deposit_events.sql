CREATE TABLE "payment_provider_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"changed" boolean NOT NULL,
	"signature_verified" boolean,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_provider_events_kind_ck" CHECK ("payment_provider_events"."kind" in ('opened', 'callback', 'expired'))
);
--> statement-breakpoint
DROP INDEX "payment_invoices_user_idx";--> statement-breakpoint
DROP INDEX "payouts_user_idx";--> statement-breakpoint
DROP INDEX "payouts_status_idx";--> statement-breakpoint
ALTER TABLE "payment_provider_events" ADD CONSTRAINT "payment_provider_events_invoice_id_payment_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."payment_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_provider_events_invoice_idx" ON "payment_provider_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "payment_invoices_created_idx" ON "payment_invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_invoices_status_idx" ON "payment_invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_invoices_method_idx" ON "payment_invoices" USING btree ("method_hash","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_invoices_currency_idx" ON "payment_invoices" USING btree ("currency","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_invoices_user_idx" ON "payment_invoices" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at","id");--> statement-breakpoint
-- A deposit's provider events are its record, like the audit trail: never edited nor deleted.
CREATE FUNCTION payment_provider_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_provider_events is append-only' USING ERRCODE = 'AU001';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_provider_events_append_only BEFORE UPDATE OR DELETE ON payment_provider_events
  FOR EACH ROW EXECUTE FUNCTION payment_provider_events_append_only();
