CREATE TABLE "sales_day_products" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"quantity" numeric(12, 3) NOT NULL,
	"revenue_paise" bigint NOT NULL,
	CONSTRAINT "sales_day_products_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue_paise" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi', 'mr'));--> statement-breakpoint
-- Written by hand (decision 0014). A moment's IST calendar date: India keeps UTC+05:30 all year.
CREATE FUNCTION "ist_day"(moment timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ((moment AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date
$$;--> statement-breakpoint
-- A change to an order of a day already summed forgets that day's sums, under the lock the
-- summing takes, so a report never keeps figures of an order that changed. Today's checkouts
-- and status steps that do not cancel never call it (the triggers' WHEN).
CREATE FUNCTION "sales_days_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('sales_days'));
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "sales_days" WHERE "day" = "ist_day"(OLD.created_at);
    DELETE FROM "sales_day_products" WHERE "day" = "ist_day"(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM "sales_days" WHERE "day" = "ist_day"(NEW.created_at);
    DELETE FROM "sales_day_products" WHERE "day" = "ist_day"(NEW.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_insert" AFTER INSERT ON "orders" FOR EACH ROW
WHEN ("ist_day"(NEW.created_at) < "ist_day"(now())) EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_update" AFTER UPDATE OF "status", "total_paise", "created_at" ON "orders" FOR EACH ROW
WHEN (("ist_day"(OLD.created_at) < "ist_day"(now()) OR "ist_day"(NEW.created_at) < "ist_day"(now()))
  AND ((OLD.status = 'Cancelled') <> (NEW.status = 'Cancelled') OR OLD.total_paise <> NEW.total_paise OR OLD.created_at <> NEW.created_at))
EXECUTE FUNCTION "sales_days_forget"();--> statement-breakpoint
CREATE TRIGGER "orders_sales_days_delete" AFTER DELETE ON "orders" FOR EACH ROW
WHEN ("ist_day"(OLD.created_at) < "ist_day"(now())) EXECUTE FUNCTION "sales_days_forget"();
