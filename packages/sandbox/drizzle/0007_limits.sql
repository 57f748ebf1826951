CREATE TABLE "failed_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "failed_attempts_action_subject_at_idx" ON "failed_attempts" USING btree ("action","subject","at");
