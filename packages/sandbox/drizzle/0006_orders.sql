ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commented" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stocking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "producing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inspected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "planned_date" date;--> statement-breakpoint
DROP INDEX "orders_company_stage_idx";--> statement-breakpoint
CREATE INDEX "orders_company_stage_idx" ON "orders" USING btree ("company_id","stage","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weighed_weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weighed_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivered_weight" numeric(10, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "final_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "cancel_reasons" (
	"id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "collection_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "company_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"bank_name" text NOT NULL,
	"account_no" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"voucher_no" text,
	"collection_account_id" integer,
	"diff_id" integer,
	"detail_ids" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"content" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "contract_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"content" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE TABLE "modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"old_amount" numeric(14, 2) NOT NULL,
	"new_amount" numeric(14, 2) NOT NULL,
	"deposit_diff" numeric(14, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "modification_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"modification_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"old_weight" numeric(10, 3) NOT NULL,
	"new_weight" numeric(10, 3) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"old_amount" numeric(14, 2) NOT NULL,
	"new_amount" numeric(14, 2) NOT NULL
);--> statement-breakpoint
CREATE TABLE "diff_amounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"modification_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_no" text,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"delivery_ids" integer[] NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"delivery_type" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"plate_no" text NOT NULL,
	"planned_date" date NOT NULL,
	"logistics_company" text,
	"logistics_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"invoice_id" integer,
	"commented" boolean DEFAULT false NOT NULL,
	CONSTRAINT "deliveries_delivery_no_unique" UNIQUE("delivery_no"),
	CONSTRAINT "deliveries_logistics_no_unique" UNIQUE("logistics_no")
);--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);--> statement-breakpoint
CREATE TABLE "logistics_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "order_comments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "delivery_comments" (
	"delivery_id" integer PRIMARY KEY NOT NULL,
	"score" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"customer_file_name" text,
	"customer_file" "bytea",
	CONSTRAINT "contracts_contract_no_unique" UNIQUE("contract_no"),
	CONSTRAINT "contracts_order_id_unique" UNIQUE("order_id")
);--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"key" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_path_key_pk" PRIMARY KEY("user_id","path","key")
);--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_replies" ADD CONSTRAINT "contract_replies_reminder_id_contract_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."contract_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_comments" ADD CONSTRAINT "delivery_comments_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diff_amounts" ADD CONSTRAINT "diff_amounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diff_amounts" ADD CONSTRAINT "diff_amounts_modification_id_modifications_id_fk" FOREIGN KEY ("modification_id") REFERENCES "public"."modifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_nodes" ADD CONSTRAINT "logistics_nodes_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_lines" ADD CONSTRAINT "modification_lines_modification_id_modifications_id_fk" FOREIGN KEY ("modification_id") REFERENCES "public"."modifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modification_lines" ADD CONSTRAINT "modification_lines_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifications" ADD CONSTRAINT "modifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_collection_account_id_collection_accounts_id_fk" FOREIGN KEY ("collection_account_id") REFERENCES "public"."collection_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_reminders_order_idx" ON "contract_reminders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "contract_replies_reminder_idx" ON "contract_replies" USING btree ("reminder_id");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_lines_delivery_idx" ON "delivery_lines" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "diff_amounts_order_idx" ON "diff_amounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "logistics_nodes_delivery_idx" ON "logistics_nodes" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "modifications_order_idx" ON "modifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");
