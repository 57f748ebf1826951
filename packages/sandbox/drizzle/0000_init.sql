CREATE TYPE "public"."account_status" AS ENUM('active', 'frozen');--> statement-breakpoint
CREATE TYPE "public"."cart_type" AS ENUM('cash', 'sold', 'spot');--> statement-breakpoint
CREATE TYPE "public"."company_kind" AS ENUM('buyer', 'supplier');--> statement-breakpoint
CREATE TYPE "public"."goods_category" AS ENUM('铝锭', '铝板', '铝卷', '型材', '铝箔');--> statement-breakpoint
CREATE TYPE "public"."grade" AS ENUM('1060', '1100', '3003', '5052', '5083', '6061', '6063', '8011', 'A00');--> statement-breakpoint
CREATE TYPE "public"."order_stage" AS ENUM('toBeSubmitted', 'firstPayment', 'stocking', 'final', 'saleDelivery', 'toBeReceipt', 'toInvoice', 'aplliedInvoiced', 'invoicing', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."surface" AS ENUM('原色', '覆膜', '拉丝', '阳极氧化', '喷涂');--> statement-breakpoint
CREATE TYPE "public"."tectorial" AS ENUM('无', '单面覆膜', '双面覆膜', 'PE涂层', 'PVDF涂层');--> statement-breakpoint
CREATE TYPE "public"."temper" AS ENUM('O', 'H14', 'H24', 'H32', 'T5', 'T6', 'T651');--> statement-breakpoint
CREATE TYPE "public"."warehouse" AS ENUM('佛山', '无锡', '巩义', '上海');--> statement-breakpoint
CREATE TABLE "aluminium_prices" (
	"date" date PRIMARY KEY NOT NULL,
	"price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"car_type" "cart_type" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"kind" "company_kind" NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name"),
	CONSTRAINT "companies_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "goods_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"inventory_code" text NOT NULL,
	"category" "goods_category" NOT NULL,
	"grade" "grade" NOT NULL,
	"temper" "temper",
	"thickness" numeric(8, 3),
	"width" numeric(8, 1),
	"length" numeric(8, 1),
	"surface" "surface" NOT NULL,
	"tectorial" "tectorial" NOT NULL,
	"warehouse" "warehouse" NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"supplier_id" integer NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "goods_batches_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
CREATE TABLE "message_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"intime" timestamp with time zone NOT NULL,
	"read_status" smallint NOT NULL,
	"biz_code" text NOT NULL,
	"jump_params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stage" "order_stage" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"user_id" integer,
	"searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"realname" text NOT NULL,
	"user_type" smallint NOT NULL,
	"status" "account_status" DEFAULT 'active' NOT NULL,
	"company_id" integer,
	"is_administrators" smallint DEFAULT 0 NOT NULL,
	"is_push" smallint DEFAULT 1 NOT NULL,
	"push_app" smallint DEFAULT 1 NOT NULL,
	"push_dx" smallint DEFAULT 1 NOT NULL,
	"push_wx" smallint DEFAULT 1 NOT NULL,
	"user_examine_state" smallint DEFAULT 0 NOT NULL,
	"is_finish_pc_guide" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_supplier_id_companies_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_id_message_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_user_batch_type_idx" ON "cart_items" USING btree ("user_id","batch_id","car_type");--> statement-breakpoint
CREATE INDEX "goods_category_grade_idx" ON "goods_batches" USING btree ("category","grade");--> statement-breakpoint
CREATE INDEX "goods_warehouse_idx" ON "goods_batches" USING btree ("warehouse");--> statement-breakpoint
CREATE INDEX "messages_user_read_idx" ON "messages" USING btree ("user_id","read_status");--> statement-breakpoint
CREATE INDEX "orders_company_stage_idx" ON "orders" USING btree ("company_id","stage");--> statement-breakpoint
CREATE INDEX "search_log_keyword_idx" ON "search_log" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");