CREATE TABLE "bill_queue" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"financial_year" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_queue" ADD CONSTRAINT "bill_queue_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;