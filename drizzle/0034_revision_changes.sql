-- Each page revision keeps what it changed against the one before (the versions list reads it instead of diffing).
ALTER TABLE "page_revisions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
-- Pages' publication jobs name their entity as every other job does: the admin's entity name.
UPDATE "publication_jobs" SET "entity" = 'pages' WHERE "entity" = 'page';
