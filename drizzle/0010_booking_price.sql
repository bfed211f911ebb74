ALTER TABLE "bookings" ADD COLUMN "price_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_campaign_amount" integer;