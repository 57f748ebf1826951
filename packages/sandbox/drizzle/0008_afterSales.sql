CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"pieces" integer,
	"weight" numeric(10, 3) NOT NULL,
	"measured" jsonb
);
--> statement-breakpoint
CREATE TABLE "after_sale_pics" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sale_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pic_ids" jsonb NOT NULL,
	"description" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reject_reason" text,
	"edit_note" text,
	"plan" jsonb,
	"replenish_amount" numeric(14, 2),
	"replenish_paid_at" timestamp with time zone,
	"return_company" text,
	"return_tracking_no" text,
	"returned_at" timestamp with time zone,
	"exchange_company" text,
	"exchange_tracking_no" text,
	"exchanged_at" timestamp with time zone,
	CONSTRAINT "after_sales_after_sale_no_unique" UNIQUE("after_sale_no")
);
--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_lines" ADD CONSTRAINT "after_sale_lines_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_pics" ADD CONSTRAINT "after_sale_pics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_reason_id_after_sale_reasons_id_fk" FOREIGN KEY ("reason_id") REFERENCES "public"."after_sale_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_idx" ON "after_sale_events" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "after_sale_lines_idx" ON "after_sale_lines" USING btree ("after_sale_id");--> statement-breakpoint
CREATE INDEX "after_sales_company_idx" ON "after_sales" USING btree ("company_id","created_at");