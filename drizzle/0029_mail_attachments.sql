ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_once_key_idx" ON "mail_outbox" USING btree ("once_key");