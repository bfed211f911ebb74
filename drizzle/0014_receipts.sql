CREATE TABLE "order_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "immediate_delivery_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate_bp" integer DEFAULT 2550 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_valid" CHECK ("products"."vat_rate_bp" between 0 and 10000);--> statement-breakpoint
-- Orders made before receipts (docs/decisions/097): numbered in the order they were made, per
-- year in Finnish time, with the VAT their line contained (half up, per line, as the price module
-- computes it: the product's or the gallery's rate).
UPDATE "orders" SET "order_number" = numbered."number"
FROM (
  SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Europe/Helsinki')::int || '-' ||
    lpad(row_number() OVER (
      PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Helsinki')
      ORDER BY "created_at", "id")::text, 4, '0') AS "number"
  FROM "orders"
) AS numbered
WHERE numbered."id" = "orders"."id";--> statement-breakpoint
INSERT INTO "order_counters" ("year", "last_number")
SELECT extract(year FROM "created_at" AT TIME ZONE 'Europe/Helsinki')::int, count(*)
FROM "orders" GROUP BY 1;--> statement-breakpoint
UPDATE "orders" SET
  "vat_rate_bp" = coalesce("products"."vat_rate_bp", "galleries"."vat_rate", 2550)
FROM "orders" AS o
LEFT JOIN "products" ON "products"."price_id" = o."price_id"
LEFT JOIN "galleries" ON "galleries"."id" = o."gallery_id"
WHERE o."id" = "orders"."id";--> statement-breakpoint
UPDATE "orders" SET
  "vat_amount" = round("amount" * "vat_rate_bp"::numeric / (10000 + "vat_rate_bp"))::int,
  "net_amount" = "amount" - round("amount" * "vat_rate_bp"::numeric / (10000 + "vat_rate_bp"))::int;
