-- Booking reminders and moves (docs/decisions/104): the calendar file's SEQUENCE, raised on every move,
-- and when the reminder went (claimed once by the job that sends it). Additive.
ALTER TABLE "bookings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;