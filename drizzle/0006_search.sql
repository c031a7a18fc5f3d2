-- Trigram matching for typo-tolerant autocomplete (docs/search.md). PGlite loads the extension
-- at start-up; on a PostgreSQL server it ships with the server (contrib) and needs a role that may
-- create extensions for this one statement.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"locale" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"image" text,
	"starts_at" timestamp with time zone,
	"visible_from" timestamp with time zone,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, title), 'A') || setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, subtitle), 'B') || setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, body), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_item_uq" ON "search_documents" USING btree ("kind","ref_id","locale");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_events_idx" ON "search_documents" USING gin ("tsv") WHERE locale = 'de' AND category = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_others_idx" ON "search_documents" USING gin ("tsv") WHERE locale = 'de' AND category = 'others';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_events_idx" ON "search_documents" USING gin ("tsv") WHERE locale = 'en' AND category = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_others_idx" ON "search_documents" USING gin ("tsv") WHERE locale = 'en' AND category = 'others';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops) WHERE kind <> 'booking';--> statement-breakpoint
CREATE INDEX "search_documents_category_idx" ON "search_documents" USING btree ("locale","category","starts_at");