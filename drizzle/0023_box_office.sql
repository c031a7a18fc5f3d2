CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	"price_group_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"seat_id" text,
	"unit_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	CONSTRAINT "carts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	"price_group_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"seat_id" text,
	"unit_cents" integer NOT NULL,
	"voucher_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "performance_inventory" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"seating" text DEFAULT 'free' NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"seat_plan" jsonb,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"vat_basis_points" integer DEFAULT 700 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performance_prices" (
	"booking_id" integer NOT NULL,
	"sales_type_id" integer NOT NULL,
	"price_group_id" integer NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "performance_prices_booking_id_sales_type_id_price_group_id_pk" PRIMARY KEY("booking_id","sales_type_id","price_group_id")
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_groups_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sales_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "seat_claims" (
	"booking_id" integer NOT NULL,
	"seat_id" text NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	CONSTRAINT "seat_claims_booking_id_seat_id_pk" PRIMARY KEY("booking_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"booking_id" integer,
	"sales_type_id" integer,
	"max_uses" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"reserves_places" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_booking_id_performance_inventory_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."performance_inventory"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sales_type_id_sales_types_id_fk" FOREIGN KEY ("sales_type_id") REFERENCES "public"."sales_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_booking_id_performance_inventory_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."performance_inventory"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sales_type_id_sales_types_id_fk" FOREIGN KEY ("sales_type_id") REFERENCES "public"."sales_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_inventory" ADD CONSTRAINT "performance_inventory_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_booking_id_performance_inventory_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."performance_inventory"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_sales_type_id_sales_types_id_fk" FOREIGN KEY ("sales_type_id") REFERENCES "public"."sales_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_booking_id_performance_inventory_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."performance_inventory"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_booking_id_performance_inventory_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."performance_inventory"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_sales_type_id_sales_types_id_fk" FOREIGN KEY ("sales_type_id") REFERENCES "public"."sales_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_booking_idx" ON "cart_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "carts_expires_idx" ON "carts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_booking_idx" ON "order_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seat_claims_cart_idx" ON "seat_claims" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "seat_claims_order_idx" ON "seat_claims" USING btree ("order_id");--> statement-breakpoint
-- What the box office sells changes the pages that show it: inventory, sales types, price groups
-- and prices are content tables (triggers as in 0017/0018). Carts, claims, orders and vouchers are
-- operational: they change with every visitor and are never part of a cached page.
DO $$
DECLARE
	content_table text;
BEGIN
	FOREACH content_table IN ARRAY ARRAY['performance_inventory', 'sales_types', 'price_groups', 'performance_prices'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_insert', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows_new FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_update', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows_old FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version_if_rows()', content_table || '_version_delete', content_table);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', content_table || '_version_truncate', content_table);
	END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "performance_inventory" ADD CONSTRAINT "performance_inventory_seating_check" CHECK ("seating" IN ('free', 'seated'));--> statement-breakpoint
ALTER TABLE "performance_inventory" ADD CONSTRAINT "performance_inventory_numbers_check" CHECK ("capacity" >= 0 AND "max_per_order" >= 1 AND "vat_basis_points" BETWEEN 0 AND 10000);--> statement-breakpoint
ALTER TABLE "performance_prices" ADD CONSTRAINT "performance_prices_cents_check" CHECK ("cents" >= 0);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK ("quantity" >= 1 AND ("seat_id" IS NULL OR "quantity" = 1));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_check" CHECK ("quantity" >= 1 AND ("seat_id" IS NULL OR "quantity" = 1));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'paid', 'cancelled'));--> statement-breakpoint
ALTER TABLE "seat_claims" ADD CONSTRAINT "seat_claims_owner_check" CHECK (("cart_id" IS NULL) <> ("order_id" IS NULL));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_kind_check" CHECK ("kind" IN ('percent', 'amount', 'price', 'free'));
