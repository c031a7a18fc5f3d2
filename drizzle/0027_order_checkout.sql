ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'print-at-home' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'box-office' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery" in ('print-at-home', 'box-office'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('bank-transfer', 'box-office', 'free', 'stripe'));