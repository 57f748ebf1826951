CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD COLUMN "suggest_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand after drizzle-kit: the two search columns kept by a trigger (an enum's cast to
-- text is not immutable, so they cannot be generated columns), in lower case (a case-blind match
-- is a LIKE of the lowered pattern: ILIKE on Chinese text cost several times as much), filled for
-- the batches there are.
CREATE FUNCTION goods_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  spec text := concat_ws('*', trim_scale(NEW.thickness)::text, trim_scale(NEW.width)::text,
    trim_scale(NEW.length)::text);
BEGIN
  NEW.search_text := lower(concat_ws(' ',
    NEW.grade::text || coalesce('-' || NEW.temper::text, ''),
    NEW.grade::text || NEW.category::text,
    NEW.tectorial::text || NEW.category::text,
    NEW.surface::text || NEW.category::text,
    NEW.second_grade, NEW.warehouse::text, NEW.batch_no, NEW.inventory_code, spec));
  NEW.suggest_text := lower(NEW.grade::text || coalesce('-' || NEW.temper::text, '') || ' '
    || NEW.category::text || ' ' || spec);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER goods_search_text BEFORE INSERT OR UPDATE ON "goods_batches"
  FOR EACH ROW EXECUTE FUNCTION goods_search_text();--> statement-breakpoint
UPDATE "goods_batches" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "goods_search_text_idx" ON "goods_batches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_suggest_text_idx" ON "goods_batches" USING gin ("suggest_text" gin_trgm_ops);
