ALTER TABLE "goods_batches" ADD COLUMN "car_type" "cart_type" DEFAULT 'cash' NOT NULL;--> statement-breakpoint
-- Batches seeded before this migration are sold the way the seed now sells them (db/goods.ts, saleType).
UPDATE "goods_batches" SET "car_type" = CASE ("id" - 1) % 5 WHEN 0 THEN 'sold'::"cart_type" WHEN 1 THEN 'spot'::"cart_type" WHEN 2 THEN 'spot'::"cart_type" ELSE 'cash'::"cart_type" END;--> statement-breakpoint
CREATE INDEX "goods_car_type_listed_idx" ON "goods_batches" USING btree ("car_type","listed_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "add_price" numeric(12, 2);--> statement-breakpoint
UPDATE "cart_items" SET "weight" = "goods_batches"."weight", "add_price" = "goods_batches"."unit_price" FROM "goods_batches" WHERE "goods_batches"."id" = "cart_items"."batch_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "weight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "add_price" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "may_like_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"batch_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"publish_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "may_like_records" ADD CONSTRAINT "may_like_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "may_like_records" ADD CONSTRAINT "may_like_records_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infos" ADD CONSTRAINT "infos_type_id_info_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."info_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "may_like_records_user_idx" ON "may_like_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "infos_type_publish_idx" ON "infos" USING btree ("type_id","publish_time");
