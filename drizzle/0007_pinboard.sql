CREATE TABLE "pinboard_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pinboard_ads_listed_idx" ON "pinboard_ads" USING btree ("published_at","departs_at");