CREATE INDEX "goods_category_second_grade_idx" ON "goods_batches" USING btree ("category","second_grade");--> statement-breakpoint
CREATE INDEX "goods_category_temper_idx" ON "goods_batches" USING btree ("category","temper");--> statement-breakpoint
CREATE INDEX "goods_category_thickness_idx" ON "goods_batches" USING btree ("category","thickness");--> statement-breakpoint
CREATE INDEX "goods_category_width_idx" ON "goods_batches" USING btree ("category","width");--> statement-breakpoint
CREATE INDEX "goods_category_surface_idx" ON "goods_batches" USING btree ("category","surface");--> statement-breakpoint
CREATE INDEX "goods_category_tectorial_idx" ON "goods_batches" USING btree ("category","tectorial");--> statement-breakpoint
CREATE INDEX "goods_category_warehouse_idx" ON "goods_batches" USING btree ("category","warehouse");