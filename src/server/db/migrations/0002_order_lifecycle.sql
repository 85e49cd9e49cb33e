ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('Processing', 'Shipped', 'Delivered', 'Cancelled'));--> statement-breakpoint
-- Orders placed before the history was kept: their steps so far, dated at placing (the real times were not recorded).
UPDATE "orders" SET "status_changes" = CASE "status"
  WHEN 'Shipped' THEN jsonb_build_array(jsonb_build_object('status', 'Shipped', 'at', to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'Admin'))
  WHEN 'Delivered' THEN jsonb_build_array(
    jsonb_build_object('status', 'Shipped', 'at', to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'Admin'),
    jsonb_build_object('status', 'Delivered', 'at', to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'by', 'Admin'))
  ELSE '[]'::jsonb END
WHERE "status" <> 'Processing';
