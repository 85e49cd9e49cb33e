ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
-- Each order from before gets a code of its own, then new rows draw theirs from the default. (A
-- volatile default given with ADD COLUMN would rewrite the whole table instead.)
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
UPDATE "orders" SET "delivery_code" = lpad(floor(random() * 10000)::int::text, 4, '0');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_code" SET DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected" text;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = (
  select max(("change"->>'at')::timestamptz) from jsonb_array_elements("status_changes") as "change"
  where "change"->>'status' = 'Delivered'
) WHERE "status" = 'Delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_rider_idx" ON "orders" USING btree ("rider_id") WHERE "orders"."rider_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_delivered_at_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."collected" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_code_check" CHECK ("orders"."delivery_code" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collected_check" CHECK ("orders"."collected" in ('Cash', 'UPI', 'None'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Admin', 'User', 'Rider'));