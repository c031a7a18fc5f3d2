ALTER TABLE "orders" ADD COLUMN "terms_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone DEFAULT now() NOT NULL;