ALTER INDEX "orders_shopper_name_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "orders_mobile_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
