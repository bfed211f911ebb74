ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree (lower("guest_email")) WHERE "bookings"."user_id" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_known" CHECK ("bookings"."user_id" is not null or ("bookings"."guest_email" is not null and "bookings"."guest_name" is not null));