-- Keyword search matches inside names (ILIKE '%word%'); the trigram operator class comes from
-- pg_trgm, a trusted contrib extension (PostgreSQL 13+) that PGlite loads as well.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "categories_created_at_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
CREATE INDEX "categories_created_at_id_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_at_id_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);
