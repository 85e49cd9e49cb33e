CREATE TABLE "bill_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	CONSTRAINT "bills_serial_check" CHECK ("bills"."serial" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_financial_year_serial_key" ON "bills" USING btree ("financial_year","serial");--> statement-breakpoint
-- Orders placed before bills existed get their numbers now, in the order they were placed, each
-- in the financial year (April to March) of its date in India.
INSERT INTO "bills" ("order_id", "financial_year", "serial")
SELECT "id", "financial_year", row_number() OVER (PARTITION BY "financial_year" ORDER BY "created_at", "id")
FROM (
	SELECT "id", "created_at",
		(fy_start::text || '-' || lpad(((fy_start + 1) % 100)::text, 2, '0')) AS "financial_year"
	FROM (
		SELECT "id", "created_at",
			(extract(year FROM "created_at" AT TIME ZONE 'Asia/Kolkata')
				- CASE WHEN extract(month FROM "created_at" AT TIME ZONE 'Asia/Kolkata') < 4 THEN 1 ELSE 0 END)::int AS fy_start
		FROM "orders"
	) AS dated
) AS numbered;--> statement-breakpoint
INSERT INTO "bill_counters" ("financial_year", "last_serial")
SELECT "financial_year", max("serial") FROM "bills" GROUP BY "financial_year";
