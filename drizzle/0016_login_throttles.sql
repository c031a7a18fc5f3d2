CREATE TABLE "login_throttles" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_throttles_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "login_throttles_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");