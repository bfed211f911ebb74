-- Client galleries (docs/decisions/101): the customer, booking, private key, optional PIN, selection
-- limit, download choice and expiry on a gallery, the once-only mails' marks, and the customer's
-- hearted photos with notes. Additive: depends only on galleries, gallery_photos, user, bookings.
CREATE TABLE "gallery_favourites" (
	"gallery_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_favourites_gallery_id_photo_id_pk" PRIMARY KEY("gallery_id","photo_id"),
	CONSTRAINT "gallery_favourites_note_length" CHECK (char_length("gallery_favourites"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "customer_user_id" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "language" text DEFAULT 'sv' NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "access_key" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "selection_limit" integer;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "selection_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "allow_download" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "ready_mail_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "expiry_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "first_download_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "review_invite_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galleries_customer_idx" ON "galleries" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "galleries_customer_email_idx" ON "galleries" USING btree ("customer_email");--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_access_key_unique" UNIQUE("access_key");--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_selection_limit_valid" CHECK ("galleries"."selection_limit" is null or "galleries"."selection_limit" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_language_valid" CHECK ("galleries"."language" in ('sv', 'fi', 'en'));