CREATE TABLE "recharge_details" (
	"record_id" integer PRIMARY KEY NOT NULL,
	"voucher_file_id" integer NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "recharge_details" ADD CONSTRAINT "recharge_details_record_id_capital_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."capital_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_details" ADD CONSTRAINT "recharge_details_voucher_file_id_user_files_id_fk" FOREIGN KEY ("voucher_file_id") REFERENCES "public"."user_files"("id") ON DELETE no action ON UPDATE no action;