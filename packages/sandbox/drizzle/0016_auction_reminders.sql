ALTER TABLE "auction_follows" ADD COLUMN "end_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auction_reservations" ADD COLUMN "start_reminded_at" timestamp with time zone;