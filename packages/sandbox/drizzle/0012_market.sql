CREATE TABLE "goods_premiums" (
	"batch_id" integer PRIMARY KEY NOT NULL,
	"premium" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_prices" (
	"series" text NOT NULL,
	"date" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "reference_prices_series_date_pk" PRIMARY KEY("series","date")
);
--> statement-breakpoint
DROP TABLE "aluminium_prices" CASCADE;--> statement-breakpoint
ALTER TABLE "goods_premiums" ADD CONSTRAINT "goods_premiums_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE cascade ON UPDATE no action;