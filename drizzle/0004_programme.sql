CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"teaser_de" text DEFAULT '' NOT NULL,
	"teaser_en" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"author" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"kind" text DEFAULT 'performance' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_premiere" boolean DEFAULT false NOT NULL,
	"tickets_available" boolean DEFAULT true NOT NULL,
	"ticket_url" text,
	"note_de" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "download_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "download_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "download_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"press_release_id" integer,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"directory_id" integer NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"file" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "home_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"preline_de" text DEFAULT '' NOT NULL,
	"preline_en" text DEFAULT '' NOT NULL,
	"headline_de" text NOT NULL,
	"headline_en" text NOT NULL,
	"text_de" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"link_de" text,
	"link_en" text,
	"link_text_de" text DEFAULT '' NOT NULL,
	"link_text_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"date_from" text NOT NULL,
	"date_to" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"teaser_de" text DEFAULT '' NOT NULL,
	"teaser_en" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"teaser_de" text DEFAULT '' NOT NULL,
	"teaser_en" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_genres" (
	"production_id" integer NOT NULL,
	"genre_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"subtitle_de" text DEFAULT '' NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"teaser_de" text DEFAULT '' NOT NULL,
	"teaser_en" text DEFAULT '' NOT NULL,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"duration_minutes" integer,
	"language_note_de" text DEFAULT '' NOT NULL,
	"language_note_en" text DEFAULT '' NOT NULL,
	"age_note_de" text DEFAULT '' NOT NULL,
	"age_note_en" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug_de" text NOT NULL,
	"slug_en" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"image" text,
	"image_alt_de" text DEFAULT '' NOT NULL,
	"image_alt_en" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"latitude_e6" integer,
	"longitude_e6" integer,
	"website" text,
	"description_de" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"accessibility_de" text DEFAULT '' NOT NULL,
	"accessibility_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_directories" ADD CONSTRAINT "download_directories_category_id_download_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."download_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_directories" ADD CONSTRAINT "download_directories_press_release_id_press_releases_id_fk" FOREIGN KEY ("press_release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_directory_id_download_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."download_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_productions" ADD CONSTRAINT "home_productions_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_genres" ADD CONSTRAINT "production_genres_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_genres" ADD CONSTRAINT "production_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_tags_pk" ON "article_tags" USING btree ("article_id","tag_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "bookings_production_idx" ON "bookings" USING btree ("production_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_venue_idx" ON "bookings" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "download_directories_press_idx" ON "download_directories" USING btree ("press_release_id");--> statement-breakpoint
CREATE INDEX "download_files_directory_idx" ON "download_files" USING btree ("directory_id","position");--> statement-breakpoint
CREATE INDEX "home_blocks_kind_idx" ON "home_blocks" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "press_releases_published_idx" ON "press_releases" USING btree ("published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_genres_pk" ON "production_genres" USING btree ("production_id","genre_id");--> statement-breakpoint
CREATE INDEX "production_genres_genre_idx" ON "production_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "productions_position_idx" ON "productions" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "venues_title_de_idx" ON "venues" USING btree ("title_de");--> statement-breakpoint
CREATE INDEX "sections_object_idx" ON "sections" USING btree ("content_type","object_id","locale","position");