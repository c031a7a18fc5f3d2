-- Each page revision keeps what it changed against the one before (the versions list reads it instead of diffing).
ALTER TABLE "page_revisions" ADD COLUMN "changes" jsonb;
