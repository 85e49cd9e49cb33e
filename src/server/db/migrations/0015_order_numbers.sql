CREATE TABLE "order_numbers" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_numbers_one_row_check" CHECK ("order_numbers"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" integer;--> statement-breakpoint
-- The orders already placed are numbered in the order they were placed, from 1001 (decision 0036).
UPDATE "orders" SET "order_number" = numbered.n
FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
WHERE "orders"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "order_numbers" ("id", "last_number") SELECT 1, coalesce(max("order_number"), 1000) FROM "orders";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
-- The checkout writes the order row first (with its idempotency key) and numbers it in a late
-- step, so the column cannot be NOT NULL; this deferred check refuses, at commit, an order that
-- was never numbered, whatever wrote it.
CREATE FUNCTION "orders_numbered_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_number IS NULL AND EXISTS (SELECT 1 FROM "orders" WHERE "id" = NEW.id AND "order_number" IS NULL) THEN
    RAISE EXCEPTION 'order % has no order number', NEW.id USING ERRCODE = 'not_null_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_numbered" AFTER INSERT OR UPDATE OF "order_number" ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "orders_numbered_check"();
