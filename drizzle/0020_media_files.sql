CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
