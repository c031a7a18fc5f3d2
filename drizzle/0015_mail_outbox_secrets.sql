ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets_expire_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_secrets_idx" ON "mail_outbox" USING btree ("secrets_expire_at") WHERE "mail_outbox"."secrets" is not null;