-- The search's GIN indexes without fast update (docs/search.md): their pending lists are flushed
-- only by (auto)vacuum, which PGlite never runs, so searches read the whole unsorted list and the
-- planner passes the index by. Rebuilt rather than altered, which would keep what is pending.
-- A trigram index on the titles of dates, for the similarity fallback of the events category.
DROP INDEX "search_documents_tsv_de_events_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_de_others_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_en_events_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_en_others_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_events_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false) WHERE category = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_events_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE locale = 'de' AND category = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_others_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE locale = 'de' AND category = 'others';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_events_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE locale = 'en' AND category = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_others_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE locale = 'en' AND category = 'others';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false) WHERE kind <> 'booking';