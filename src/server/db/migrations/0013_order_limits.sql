ALTER TABLE "products" ADD COLUMN "max_per_order" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_check" CHECK ("products"."max_per_order" > 0);