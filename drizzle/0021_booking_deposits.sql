-- Deposits (docs/decisions/109): a service's deposit, the order that pays a booking's, its
-- refund, and the booking status "held" (waiting for the deposit), which holds its hours as a
-- pending booking does.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_valid";--> statement-breakpoint
DROP INDEX "bookings_one_active_per_slot";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_booking_id_idx" ON "orders" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_slot" ON "bookings" USING btree ("booking_date","booking_time") WHERE "bookings"."status" in ('pending', 'confirmed', 'held');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'declined', 'completed', 'held'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit_valid" CHECK (coalesce(("services"."deposit_kind" is null and "services"."deposit_value" is null) or ("services"."deposit_kind" = 'percent' and "services"."deposit_value" between 1 and 100) or ("services"."deposit_kind" = 'amount' and "services"."deposit_value" between 1 and 10000000), false));--> statement-breakpoint
-- A held booking holds its hours like a pending one (decision 103's trigger, with 'held').
CREATE OR REPLACE FUNCTION "bookings_hold_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_hours" WHERE "booking_id" = NEW."id";
  IF NEW."status" IN ('pending', 'confirmed', 'held') THEN
    INSERT INTO "booking_hours" ("slot_date", "slot_time", "booking_id", "buffer")
    SELECT NEW."booking_date", lpad(h::text, 2, '0') || ':00', NEW."id",
           h >= start_hour + NEW."duration_hours"
    FROM (SELECT substr(NEW."booking_time", 1, 2)::int AS start_hour) AS s,
         generate_series(s.start_hour,
                         least(23, s.start_hour + NEW."duration_hours" + NEW."buffer_hours" - 1)) AS h
    ORDER BY h;
  END IF;
  RETURN NULL;
END
$$;