ALTER TABLE "order_items" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mrp_paise" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_gst_rate_check" CHECK ("order_items"."gst_rate" in (0, 5, 12, 18, 28));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_mrp_check" CHECK ("products"."mrp_paise" >= "products"."rate_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_check" CHECK ("products"."hsn" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})?$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" in (0, 5, 12, 18, 28));