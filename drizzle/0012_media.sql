CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"alt_de" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"copyright_de" text DEFAULT '' NOT NULL,
	"copyright_en" text DEFAULT '' NOT NULL,
	"focus_x" integer DEFAULT 50 NOT NULL,
	"focus_y" integer DEFAULT 50 NOT NULL,
	"width" integer,
	"height" integer,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at","id");