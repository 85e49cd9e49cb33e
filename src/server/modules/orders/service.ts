import type { Db } from '../../db/client.js';
import type { StockService } from '../catalog/stock.js';

export function createOrdersService(_deps: { db: Db; stock: StockService }) {
  return {};
}
export type OrdersService = ReturnType<typeof createOrdersService>;
