CREATE TABLE "entity_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"base" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publication_jobs" DROP CONSTRAINT "publication_jobs_action_check";--> statement-breakpoint
ALTER TABLE "entity_drafts" ADD CONSTRAINT "entity_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entity_drafts_entity_idx" ON "entity_drafts" USING btree ("entity","entity_id");--> statement-breakpoint
ALTER TABLE "publication_jobs" ADD CONSTRAINT "publication_jobs_action_check" CHECK ("publication_jobs"."action" IN ('publish', 'unpublish', 'publish-draft'));