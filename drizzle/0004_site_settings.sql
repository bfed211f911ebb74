CREATE TABLE "site_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_section_valid" CHECK ("site_settings"."section" in ('business', 'campaign', 'bookingRules'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_time_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_valid" CHECK ("bookings"."booking_time" ~ '^([01][0-9]|2[0-3]):00$');