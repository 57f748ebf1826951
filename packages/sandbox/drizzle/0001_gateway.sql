CREATE TYPE "public"."qr_status" AS ENUM('WAITING', 'SCANNED', 'CONFIRMED', 'CONSUMED');--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"code" text PRIMARY KEY NOT NULL,
	"status" "qr_status" DEFAULT 'WAITING' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"type" smallint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_auth_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"identity_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "third_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"openid" text NOT NULL,
	"unionid" text NOT NULL,
	"nickname" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_auth_codes" ADD CONSTRAINT "third_auth_codes_identity_id_third_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."third_identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_identities" ADD CONSTRAINT "third_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_username_type_idx" ON "sms_codes" USING btree ("username","type");--> statement-breakpoint
CREATE UNIQUE INDEX "third_identities_type_openid_idx" ON "third_identities" USING btree ("type","openid");--> statement-breakpoint
CREATE UNIQUE INDEX "third_identities_type_unionid_idx" ON "third_identities" USING btree ("type","unionid");--> statement-breakpoint
CREATE UNIQUE INDEX "third_identities_type_user_idx" ON "third_identities" USING btree ("type","user_id");