-- A product's prices in Swedish, Norwegian and Danish crowns beside its euro price, set by the
-- owner; a buyer in Sweden, Norway or Denmark is charged in their currency where one is set, so
-- Swish, Vipps and MobilePay can be offered (docs/decisions/098). A table of its own, so nothing
-- else about a product changes. Written to be renumbered freely: it depends only on "products".
CREATE TABLE "product_prices" (
	"price_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_price_id_currency_pk" PRIMARY KEY("price_id","currency"),
	CONSTRAINT "product_prices_amount_positive" CHECK ("product_prices"."amount" > 0),
	CONSTRAINT "product_prices_currency_valid" CHECK ("product_prices"."currency" in ('SEK', 'NOK', 'DKK'))
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_id_products_price_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."products"("price_id") ON DELETE cascade ON UPDATE no action;