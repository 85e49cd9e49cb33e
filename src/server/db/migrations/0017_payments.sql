ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'Cash' NOT NULL;--> statement-breakpoint
-- Orders placed before payments were kept owe their total (nothing changed an amount then).
ALTER TABLE "orders" ADD COLUMN "amount_due_paise" bigint;--> statement-breakpoint
UPDATE "orders" SET "amount_due_paise" = "total_paise";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_due_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'Unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reported_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('Cash', 'UPI', 'Credit'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('Unpaid', 'Paid', 'OnCredit', 'RefundDue', 'Refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_due_check" CHECK ("orders"."amount_due_paise" >= 0);--> statement-breakpoint
-- An order delivered before payments were kept was paid at the door in cash, the only way the
-- shop took money then: it is Paid, on the day it was delivered, so the owner's lists of what is
-- still owed start empty instead of holding every past order.
UPDATE "orders" SET "payment_status" = 'Paid', "paid_method" = 'Cash',
  "paid_at" = coalesce((select (e->>'at')::timestamptz from jsonb_array_elements("status_changes") e where e->>'status' = 'Delivered' limit 1), "created_at")
  WHERE "status" = 'Delivered';
