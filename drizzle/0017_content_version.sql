CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version integer;
BEGIN
	UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
	PERFORM pg_notify('content_version', next_version::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_content_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version integer;
BEGIN
	-- A statement that changed no row (a clean-up with nothing to do) changes no page.
	IF TG_OP = 'DELETE' THEN
		PERFORM 1 FROM changed_rows_old LIMIT 1;
	ELSE
		PERFORM 1 FROM changed_rows_new LIMIT 1;
	END IF;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	UPDATE content_version SET version = version + 1 WHERE id = 1 RETURNING version INTO next_version;
	PERFORM pg_notify('content_version', next_version::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	content_table text;
BEGIN
	FOREACH content_table IN ARRAY ARRAY[
		'pages', 'page_translations', 'sections', 'modules', 'redirects', 'settings',
		'venues', 'productions', 'production_genres', 'bookings', 'genres', 'cities', 'tags',
		'live_periods', 'news', 'articles', 'article_tags', 'press_releases',
		'download_categories', 'download_directories', 'download_files',
		'home_productions', 'home_blocks', 'search_documents', 'pinboard_ads',
		'forms', 'form_fields', 'media'
	] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_insert', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_update', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows_old FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_delete', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', content_table || '_version_truncate', content_table);
	END LOOP;
END;
$$;
