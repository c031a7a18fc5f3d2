-- The content version (src/server/content/content-version.ts, docs/caching.md): every write to a
-- content table takes the next value of a sequence and notifies `content_version` when its
-- transaction commits, whoever writes. A sequence rather than a row to update: it takes no lock,
-- so two saves can never wait on each other through it. Notifications come in commit order, the
-- numbers need not; listeners take every notification as a change.
CREATE SEQUENCE "content_version_seq";
--> statement-breakpoint
CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('content_version', nextval('content_version_seq')::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bump_content_version_if_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A statement that changed no row (a clean-up with nothing to do) changes no page.
	IF TG_OP = 'DELETE' THEN
		PERFORM 1 FROM changed_rows_old LIMIT 1;
	ELSE
		PERFORM 1 FROM changed_rows_new LIMIT 1;
	END IF;
	IF FOUND THEN
		PERFORM pg_notify('content_version', nextval('content_version_seq')::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Ride-share ads: only published ones are on a page. A visitor's new ad waits for its e-mail
-- confirmation unpublished, and must not empty every cache. Each trigger declares the transition
-- tables its event has; only those are read.
CREATE FUNCTION bump_content_version_if_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM 1 FROM changed_rows_new WHERE published_at IS NOT NULL LIMIT 1;
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NOT FOUND) THEN
		PERFORM 1 FROM changed_rows_old WHERE published_at IS NOT NULL LIMIT 1;
	END IF;
	IF FOUND THEN
		PERFORM pg_notify('content_version', nextval('content_version_seq')::text);
	END IF;
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
		'home_productions', 'home_blocks', 'search_documents', 'forms', 'form_fields', 'media'
	] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_insert', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_update', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows_old FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_delete', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', content_table || '_version_truncate', content_table);
	END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pinboard_ads_version_insert AFTER INSERT ON pinboard_ads REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_published();
--> statement-breakpoint
CREATE TRIGGER pinboard_ads_version_update AFTER UPDATE ON pinboard_ads REFERENCING OLD TABLE AS changed_rows_old NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_published();
--> statement-breakpoint
CREATE TRIGGER pinboard_ads_version_delete AFTER DELETE ON pinboard_ads REFERENCING OLD TABLE AS changed_rows_old FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_published();
--> statement-breakpoint
CREATE TRIGGER pinboard_ads_version_truncate AFTER TRUNCATE ON pinboard_ads FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
