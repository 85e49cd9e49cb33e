import type { Db } from '../../db/client.js';
import type { CatalogService } from '../catalog/service.js';
import type { UsersService } from '../users/service.js';

export function createOrdersService(_deps: { db: Db; catalog: CatalogService; users: UsersService }) {
  return {};
}
export type OrdersService = ReturnType<typeof createOrdersService>;
