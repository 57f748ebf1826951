CREATE TABLE "reference_prices" (
	"series" text NOT NULL,
	"date" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "reference_prices_series_date_pk" PRIMARY KEY("series","date")
);--> statement-breakpoint
DROP TABLE "aluminium_prices";
