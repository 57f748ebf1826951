CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account" text NOT NULL,
	"sender" text NOT NULL,
	"body" jsonb NOT NULL,
	"intime" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_user_account_intime_idx" ON "customer_messages" USING btree ("user_id","account","intime");
