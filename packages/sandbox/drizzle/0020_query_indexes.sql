CREATE INDEX "goods_listed_idx" ON "goods_batches" USING btree ("listed_at","id");--> statement-breakpoint
CREATE INDEX "goods_unit_price_idx" ON "goods_batches" USING btree ("unit_price","id");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "auction_bids_company_idx" ON "auction_bids" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "reference_prices_date_idx" ON "reference_prices" USING btree ("date");