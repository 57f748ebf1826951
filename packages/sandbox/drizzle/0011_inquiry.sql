CREATE TABLE "identification_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"rows" jsonb
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiries_inquiry_no_unique" UNIQUE("inquiry_no")
);
--> statement-breakpoint
CREATE TABLE "inquiry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alloy" text NOT NULL,
	"temper" text DEFAULT '' NOT NULL,
	"thickness" text NOT NULL,
	"width" text NOT NULL,
	"length" text DEFAULT '' NOT NULL,
	"surface" text DEFAULT '' NOT NULL,
	"film_thickness" text DEFAULT '' NOT NULL,
	"quantity" text NOT NULL,
	"unit" text NOT NULL,
	"tonnes" numeric(12, 3) NOT NULL,
	"delivery_city" text NOT NULL,
	"wanted_date" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"batch_id" integer,
	"order_id" integer
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"tonnes" numeric(12, 3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"quoted_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"quote_remark" text,
	"batch_id" integer,
	"del_reason" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identification_jobs" ADD CONSTRAINT "identification_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_changes" ADD CONSTRAINT "inquiry_changes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_line_id_inquiry_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inquiry_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_quotes" ADD CONSTRAINT "inquiry_quotes_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_company_status_idx" ON "inquiries" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_changes_inquiry_idx" ON "inquiry_changes" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_lines_inquiry_idx" ON "inquiry_lines" USING btree ("inquiry_id","position");--> statement-breakpoint
CREATE INDEX "inquiry_quotes_line_idx" ON "inquiry_quotes" USING btree ("line_id");