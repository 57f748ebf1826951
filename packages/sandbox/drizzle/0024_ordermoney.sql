ALTER TABLE "orders" ADD COLUMN "weighing_diff" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weighing_dispute_reason" text;