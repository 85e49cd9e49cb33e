CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
-- The sequence goes on from the counter row it replaces (decision 0036): its next number is the
-- one the counter would have given.
SELECT setval('"public"."order_number_seq"', "last_number") FROM "order_numbers" WHERE "last_number" >= 1001;--> statement-breakpoint
DROP TABLE "order_numbers" CASCADE;
