CREATE TABLE "galleries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"shot_on" date,
	"per_photo" integer,
	"full_gallery" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_rate" integer DEFAULT 2550 NOT NULL,
	"watermark_text" text,
	"cover_photo_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "galleries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "galleries_slug_valid" CHECK ("galleries"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "galleries_prices_valid" CHECK (coalesce("galleries"."per_photo", 1) > 0 and coalesce("galleries"."full_gallery", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"file_name" text NOT NULL,
	"original_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"caption" jsonb,
	"category" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "jobs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_photos" (
	"order_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	CONSTRAINT "order_photos_order_id_photo_id_pk" PRIMARY KEY("order_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "price_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gallery_id" uuid;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_photos" ADD CONSTRAINT "order_photos_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery_idx" ON "gallery_photos" USING btree ("gallery_id","position");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "order_photos_photo_idx" ON "order_photos" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The first event gallery, once per database (docs/decisions/090): a job, so it is made by the
-- job runner after the start, and never again once the owner has deleted it.
INSERT INTO "jobs" ("kind", "payload") VALUES ('gallery.seed', '{}'::jsonb);
