ALTER TABLE "payment_invoices" DROP CONSTRAINT "payment_invoices_status_ck";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_ck";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payouts_provider_reference_idx" ON "payouts" USING btree ("provider","provider_reference");--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_status_ck" CHECK ("payment_invoices"."status" in ('pending', 'paid', 'failed', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('pending', 'approved', 'paid', 'failed', 'rejected', 'cancelled'));