CREATE TABLE "auction_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"robots" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"robot" text,
	"price" numeric(14, 2) NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_deposits" (
	"lot_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "auction_deposits_lot_id_company_id_pk" PRIMARY KEY("lot_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"batch_id" integer NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"start_price" numeric(14, 2) NOT NULL,
	"step" numeric(14, 2) NOT NULL,
	"deposit" numeric(14, 2) NOT NULL,
	"current_price" numeric(14, 2) NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"leader_company_id" integer,
	"leader_robot" text,
	"end_at" timestamp with time zone NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"onlookers" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "auction_proxies" (
	"lot_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"max_price" numeric(14, 2) NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_proxies_lot_id_company_id_pk" PRIMARY KEY("lot_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "auction_reservations" (
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_reservations_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "auction_watchers" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_watchers_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_deposits" ADD CONSTRAINT "auction_deposits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_activity_id_auction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."auction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_company_id_companies_id_fk" FOREIGN KEY ("leader_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_proxies" ADD CONSTRAINT "auction_proxies_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_proxies" ADD CONSTRAINT "auction_proxies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_proxies" ADD CONSTRAINT "auction_proxies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_reservations" ADD CONSTRAINT "auction_reservations_activity_id_auction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."auction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_reservations" ADD CONSTRAINT "auction_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watchers" ADD CONSTRAINT "auction_watchers_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watchers" ADD CONSTRAINT "auction_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bids_lot_price_idx" ON "auction_bids" USING btree ("lot_id","price");--> statement-breakpoint
CREATE INDEX "auction_lots_activity_idx" ON "auction_lots" USING btree ("activity_id");