CREATE TABLE "message_jumps" (
	"biz_code" text PRIMARY KEY NOT NULL,
	"use_page" text NOT NULL,
	"jump_params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_setting_choices" (
	"user_id" integer NOT NULL,
	"setting_id" integer NOT NULL,
	"receive" smallint NOT NULL,
	CONSTRAINT "message_setting_choices_user_id_setting_id_pk" PRIMARY KEY("user_id","setting_id")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action_code" text NOT NULL,
	"happen_time" timestamp (0) with time zone NOT NULL,
	"business_msg" text NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_setting_choices" ADD CONSTRAINT "message_setting_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_setting_choices" ADD CONSTRAINT "message_setting_choices_setting_id_message_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."message_settings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_type_id_message_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."message_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user_happen_idx" ON "reminders" USING btree ("user_id","happen_time");--> statement-breakpoint
CREATE INDEX "messages_user_type_intime_idx" ON "messages" USING btree ("user_id","type_id","intime");