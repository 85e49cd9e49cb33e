ALTER TABLE "order_items" ADD COLUMN "packed_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "if_unavailable" text DEFAULT 'remove' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_packed_quantity_check" CHECK ("order_items"."packed_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_if_unavailable_check" CHECK ("orders"."if_unavailable" in ('remove', 'call'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_amount_check" CHECK ("orders"."paid_amount_paise" >= 0);--> statement-breakpoint
-- Written by hand (decision 0051). What a paid order brought in is what it owed when it was
-- paid: nothing has changed an amount due before packing, so a paid or refunded order's amount
-- due is what came in.
UPDATE "orders" SET "paid_amount_paise" = "amount_due_paise" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- The shop's totals per status (the dashboard's earnings) add up what shoppers pay, the amount
-- due, which packing changes, instead of the totals as ordered. Every order's amount due still
-- equals its total (migration 0017 set it so and only packing changes it), so the sums kept
-- already hold; only what the trigger follows changes.
CREATE OR REPLACE FUNCTION "order_status_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "order_status_totals" SET "orders" = "orders" - 1, "total_paise" = "total_paise" - OLD.amount_due_paise
    WHERE "status" = OLD.status AND "slot" = "order_total_slot"(OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "order_status_totals" SET "orders" = "orders" + 1, "total_paise" = "total_paise" + NEW.amount_due_paise
    WHERE "status" = NEW.status AND "slot" = "order_total_slot"(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "orders_status_totals" ON "orders";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_status_totals" AFTER INSERT OR UPDATE OF "status", "amount_due_paise" OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_status_totals_follow"();--> statement-breakpoint
-- A closed day's sales count what its orders' shoppers pay and the quantities packed: a change of
-- the amount due forgets the day, and so does every packing of one of its orders (a packing
-- always writes packed_at, first of all its statements, so the day's lock is taken before the
-- products', in the order a cancel takes them).
DROP TRIGGER "orders_sales_days_update" ON "orders";--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_update" AFTER UPDATE OF "status", "total_paise", "amount_due_paise", "created_at" ON "orders" FOR EACH ROW
WHEN (("ist_day"(OLD.created_at) < "ist_day"(now()) OR "ist_day"(NEW.created_at) < "ist_day"(now()))
  AND ((OLD.status = 'Cancelled') <> (NEW.status = 'Cancelled') OR OLD.total_paise <> NEW.total_paise
    OR OLD.amount_due_paise <> NEW.amount_due_paise OR OLD.created_at <> NEW.created_at))
EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_packed" AFTER UPDATE OF "packed_at" ON "orders" FOR EACH ROW
WHEN ("ist_day"(NEW.created_at) < "ist_day"(now()))
EXECUTE FUNCTION "sales_days_forget"();
