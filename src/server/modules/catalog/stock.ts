import type { ImageStorage } from '../../lib/image-storage.js';

/** Stock taken by an order inside its transaction (owned by the orders work). */
export function createStockService(_deps: { storage: ImageStorage }) {
  return {};
}
export type StockService = ReturnType<typeof createStockService>;
