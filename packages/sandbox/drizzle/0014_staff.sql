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
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_members_mobile_idx" ON "staff_members" USING btree ("mobile");