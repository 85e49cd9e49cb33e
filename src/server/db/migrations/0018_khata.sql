CREATE TABLE "khata_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "khata_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"amount_paise" bigint NOT NULL,
	"balance_paise" bigint NOT NULL,
	"method" text,
	"reference" text,
	CONSTRAINT "khata_entries_kind_check" CHECK ("khata_entries"."kind" in ('order', 'payment')),
	CONSTRAINT "khata_entries_amount_check" CHECK ("khata_entries"."amount_paise" > 0),
	CONSTRAINT "khata_entries_balance_check" CHECK ("khata_entries"."balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_limit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "khata_entries" ADD CONSTRAINT "khata_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khata_entries" ADD CONSTRAINT "khata_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khata_entries_user_seq_idx" ON "khata_entries" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "khata_entries_kind_at_idx" ON "khata_entries" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "khata_entries_order_key" ON "khata_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_credit_limit_check" CHECK ("users"."credit_limit_paise" >= 0);