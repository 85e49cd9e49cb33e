CREATE TABLE "order_status_totals" (
	"status" text NOT NULL,
	"slot" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_totals_status_slot_pk" PRIMARY KEY("status","slot"),
	CONSTRAINT "order_status_totals_status_check" CHECK ("order_status_totals"."status" in ('Processing', 'Shipped', 'Delivered', 'Cancelled'))
);
--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_shopper_name_trgm_idx" ON "orders" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_mobile_trgm_idx" ON "orders" USING gin ("mobile_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Written by hand (decision 0011). An order's slot of the totals comes from its id (the last
-- byte of a random id), so concurrent checkouts seldom share a row; the totals start from the
-- orders already there, every status and slot a row.
CREATE FUNCTION "order_total_slot"(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (get_byte(uuid_send(id), 15) % 16)::smallint
$$;--> statement-breakpoint
INSERT INTO "order_status_totals" ("status", "slot", "orders", "total_paise")
SELECT s.status, slot, count(o.id), coalesce(sum(o.total_paise), 0)
FROM (VALUES ('Processing'), ('Shipped'), ('Delivered'), ('Cancelled')) AS s(status)
CROSS JOIN generate_series(0, 15) AS slot
LEFT JOIN "orders" o ON o.status = s.status AND "order_total_slot"(o.id) = slot
GROUP BY s.status, slot;--> statement-breakpoint
-- The trigger runs at commit (deferred), so a checkout holds its slot's row for its commit alone;
-- whatever writes orders (the shop, a script, psql) keeps the totals true.
CREATE FUNCTION "order_status_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "order_status_totals" SET "orders" = "orders" - 1, "total_paise" = "total_paise" - OLD.total_paise
    WHERE "status" = OLD.status AND "slot" = "order_total_slot"(OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "order_status_totals" SET "orders" = "orders" + 1, "total_paise" = "total_paise" + NEW.total_paise
    WHERE "status" = NEW.status AND "slot" = "order_total_slot"(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_status_totals" AFTER INSERT OR UPDATE OF "status", "total_paise" OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_status_totals_follow"();
