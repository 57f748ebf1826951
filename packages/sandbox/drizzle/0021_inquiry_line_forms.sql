ALTER TABLE "inquiry_lines" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "diameter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "wall" text DEFAULT '' NOT NULL;