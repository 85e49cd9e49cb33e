CREATE TABLE "coupon_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value_hundredths" integer NOT NULL,
	"min_amount_paise" bigint DEFAULT 0 NOT NULL,
	"max_discount_paise" bigint,
	"valid_from" date,
	"valid_to" date,
	"per_shopper" integer DEFAULT 1 NOT NULL,
	"total_uses" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value_hundredths" > 0 and ("coupons"."kind" = 'flat' or "coupons"."value_hundredths" <= 10000)),
	CONSTRAINT "coupons_used_check" CHECK ("coupons"."used" >= 0),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."valid_to" >= "coupons"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_value_hundredths" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_max_discount_paise" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_paise" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_charge_check" CHECK ("orders"."delivery_charge_paise" >= 0);