-- Idempotent: a database that ran this under its earlier journal time may meet it again (see tests/unit/migrations.test.ts).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "delivery" text DEFAULT 'print-at-home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_method" text DEFAULT 'box-office' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_delivery_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery" in ('print-at-home', 'box-office'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('bank-transfer', 'box-office', 'free', 'stripe'));
