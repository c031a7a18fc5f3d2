-- The admin edits every entity by a row id (docs/admin.md); the box office keeps its keys (the booking,
-- and booking × sales type × price group) and its foreign keys on them.
ALTER TABLE "performance_inventory" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "performance_inventory" ADD CONSTRAINT "performance_inventory_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_id_unique" UNIQUE("id");