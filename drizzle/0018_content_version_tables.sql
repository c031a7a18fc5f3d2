-- The content version's notifications name the table that changed, as "<number> <table>", so a
-- shared cache in front of the site can drop just the pages that read that table (surrogate
-- keys, docs/caching.md, ADR 0004). The triggers of 0017 stay; their functions now send through
-- one function that knows the payload's form (changeOf in src/server/content/content-version.ts).
CREATE FUNCTION notify_content_version(changed_table text) RETURNS void LANGUAGE sql AS $$
	SELECT pg_notify('content_version', nextval('content_version_seq')::text || ' ' || changed_table);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM notify_content_version(TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A statement that changed no row (a clean-up with nothing to do) changes no page.
	IF TG_OP = 'DELETE' THEN
		PERFORM 1 FROM changed_rows_old LIMIT 1;
	ELSE
		PERFORM 1 FROM changed_rows_new LIMIT 1;
	END IF;
	IF FOUND THEN
		PERFORM notify_content_version(TG_TABLE_NAME);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version_if_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM 1 FROM changed_rows_new WHERE published_at IS NOT NULL LIMIT 1;
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NOT FOUND) THEN
		PERFORM 1 FROM changed_rows_old WHERE published_at IS NOT NULL LIMIT 1;
	END IF;
	IF FOUND THEN
		PERFORM notify_content_version(TG_TABLE_NAME);
	END IF;
	RETURN NULL;
END;
$$;
