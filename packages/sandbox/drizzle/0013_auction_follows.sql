CREATE TABLE "auction_follows" (
	"lot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"start_reminded_at" timestamp with time zone,
	CONSTRAINT "auction_follows_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_follows" ADD CONSTRAINT "auction_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_follows_user_idx" ON "auction_follows" USING btree ("user_id");