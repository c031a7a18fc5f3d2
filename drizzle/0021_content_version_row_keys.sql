-- Writes to sections and modules name, after the table, the surrogate keys of the rows they
-- changed (ADR 0004, amended 2026-11-27): a section its owner ("page:<page_id>", and
-- "<content_type>:<object_id>" for the body of a production, a news item, an article or a press
-- release) and itself ("section:<id>"); a module its section. A visitor's page reads sections only
-- by owner or by slug, and carries these keys instead of the two tables' (readRows in
-- src/server/db/read-tracking.ts): a save in the editor purges the page it changed, not every page.
-- The payload is "<number> <table> <key> <key> …", or "<number> <table> *" when one statement
-- changed more than 100 keys, or keys longer than 4,000 characters in all (a shared cache then
-- drops every page; a notification takes at most 8,000 bytes). TRUNCATE names no key and
-- is read the same way as "*" (readNotification in src/server/content/content-version.ts).
CREATE FUNCTION notify_content_keys(changed_table text, keys text[]) RETURNS void LANGUAGE sql AS $$
	SELECT pg_notify('content_version', nextval('content_version_seq')::text || ' ' || changed_table || ' ' || (
		SELECT CASE WHEN count(DISTINCT key) > 100 OR sum(octet_length(key)) > 4000 THEN '*' ELSE string_agg(DISTINCT key, ' ' ORDER BY key) END
		FROM unnest(keys) AS key WHERE key IS NOT NULL
	));
$$;
--> statement-breakpoint
-- The keys of one changed row: the only place that knows which columns make them.
CREATE FUNCTION content_row_keys(changed_table text, changed_row jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE changed_table
		WHEN 'sections' THEN ARRAY[
			'section:' || (changed_row->>'id'),
			'page:' || (changed_row->>'page_id'),
			(changed_row->>'content_type') || ':' || (changed_row->>'object_id')
		]
		WHEN 'modules' THEN ARRAY['section:' || (changed_row->>'section_id')]
	END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_content_version_keyed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keys text[] := '{}';
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		keys := keys || ARRAY(SELECT unnest(content_row_keys(TG_TABLE_NAME, to_jsonb(changed))) FROM changed_rows_new AS changed);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		keys := keys || ARRAY(SELECT unnest(content_row_keys(TG_TABLE_NAME, to_jsonb(changed))) FROM changed_rows_old AS changed);
	END IF;
	-- A statement that changed no row changes no page.
	IF cardinality(keys) > 0 THEN
		PERFORM notify_content_keys(TG_TABLE_NAME, keys);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	keyed_table text;
BEGIN
	FOREACH keyed_table IN ARRAY ARRAY['sections', 'modules'] LOOP
		EXECUTE format('DROP TRIGGER %I ON %I', keyed_table || '_version_insert', keyed_table);
		EXECUTE format('DROP TRIGGER %I ON %I', keyed_table || '_version_update', keyed_table);
		EXECUTE format('DROP TRIGGER %I ON %I', keyed_table || '_version_delete', keyed_table);
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_keyed()', keyed_table || '_version_insert', keyed_table);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_rows_old NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_keyed()', keyed_table || '_version_update', keyed_table);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows_old FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_keyed()', keyed_table || '_version_delete', keyed_table);
	END LOOP;
END;
$$;
