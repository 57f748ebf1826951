CREATE TABLE "admin_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"new_admin_id" integer NOT NULL,
	"letter_file_id" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"user_id" integer,
	"status" text NOT NULL,
	"permission" text DEFAULT 'purchase' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_members_company_mobile" UNIQUE("company_id","mobile")
);
--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_new_admin_id_users_id_fk" FOREIGN KEY ("new_admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_changes" ADD CONSTRAINT "admin_changes_letter_file_id_user_files_id_fk" FOREIGN KEY ("letter_file_id") REFERENCES "public"."user_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_changes_company_idx" ON "admin_changes" USING btree ("company_id","submitted_at");--> statement-breakpoint
CREATE INDEX "staff_members_mobile_idx" ON "staff_members" USING btree ("mobile");