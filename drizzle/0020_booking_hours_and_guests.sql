-- The owner's week (docs/decisions/103): the hours a booking holds (its length and buffer), a held
-- confirmation the owner may undo, and bookings the owner enters for a customer without an account.
CREATE TABLE "booking_hours" (
	"slot_date" date NOT NULL,
	"slot_time" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"buffer" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_hours_slot_date_slot_time_pk" PRIMARY KEY("slot_date","slot_time")
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_hours" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "undo_mail_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "undo_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hours_booking_idx" ON "booking_hours" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_email_idx" ON "bookings" USING btree (lower("guest_email")) WHERE "bookings"."user_id" is null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_known" CHECK ("bookings"."user_id" is not null or ("bookings"."guest_email" is not null and "bookings"."guest_name" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duration_valid" CHECK ("bookings"."duration_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffer_valid" CHECK ("bookings"."buffer_hours" between 0 and 23);--> statement-breakpoint
-- The hours a booking holds, written by the database itself (docs/decisions/103): whatever
-- changes a booking's status, day, hour or length (the owner's move, a customer's cancel, a
-- decline), its rows follow in the same statement. Two bookings that would share an hour meet
-- at booking_hours' primary key, and the second statement fails with a unique violation.
CREATE FUNCTION "bookings_hold_hours"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "booking_hours" WHERE "booking_id" = NEW."id";
  IF NEW."status" IN ('pending', 'confirmed') THEN
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
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_hold_hours"
  AFTER INSERT OR UPDATE OF "status", "booking_date", "booking_time", "duration_hours", "buffer_hours"
  ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_hold_hours"();--> statement-breakpoint
-- The bookings made before: one hour each, no buffer (the old unique index kept them apart).
INSERT INTO "booking_hours" ("slot_date", "slot_time", "booking_id", "buffer")
SELECT "booking_date", "booking_time", "id", false FROM "bookings"
WHERE "status" IN ('pending', 'confirmed');
