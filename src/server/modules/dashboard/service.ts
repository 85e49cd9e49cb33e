import type { DashboardAnswer } from '#common/schemas/dashboard.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import type { OrdersService } from '#server/modules/orders/service.js';
import type { UsersService } from '#server/modules/users/service.js';

export type DashboardFigures = Omit<DashboardAnswer, 'success'>;

/**
 * The owner's dashboard figures (decision 0011): each module counts its own rows (three small
 * reads, side by side on PostgreSQL), so the dashboard never downloads a list to count it.
 */
export function createDashboardService({
  catalog,
  users,
  orders,
}: {
  catalog: Pick<CatalogService, 'stockFigures'>;
  users: Pick<UsersService, 'countUsers'>;
  orders: Pick<OrdersService, 'figures'>;
}) {
  async function figures(): Promise<DashboardFigures> {
    const [stock, userDocCount, ordered] = await Promise.all([catalog.stockFigures(), users.countUsers(), orders.figures()]);
    const { statusCounts, earned, toPackToday } = ordered;
    return {
      productsDocCount: stock.products,
      outOfStock: stock.outOfStock,
      userDocCount,
      ordersCounts: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
      statusCounts,
      earned,
      toPackToday,
    };
  }

  return { figures };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
