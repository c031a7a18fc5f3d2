-- The search index's documents changed their make-up (issue 19: a production's teaser,
-- description or note that its body already contains is indexed once, so excerpts no longer
-- repeat words). Documents built before are dropped here; on its next start the server finds the
-- index empty though there is content (indexMissing in src/server/search/indexer.ts) and rebuilds
-- it once, in the new make-up. A fresh database has no documents yet and is not affected.
DELETE FROM search_documents;
