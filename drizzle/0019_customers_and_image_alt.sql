-- The owner's notes on a customer and replies sent from the back office (docs/decisions/105), and
-- the news picture's alt text per language. Additive.
CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"body" text NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_body_length" CHECK (char_length("customer_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "customer_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_email" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"outbox_id" uuid,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_replies_subject_valid" CHECK ("customer_replies"."subject_kind" in ('message', 'application', 'booking', 'order')),
	CONSTRAINT "customer_replies_body_length" CHECK (char_length("customer_replies"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replies" ADD CONSTRAINT "customer_replies_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replies" ADD CONSTRAINT "customer_replies_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_email","created_at");--> statement-breakpoint
CREATE INDEX "customer_replies_customer_idx" ON "customer_replies" USING btree ("customer_email","created_at");