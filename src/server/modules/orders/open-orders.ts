import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import type { Tx } from '#server/db/client.js';
import { orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Refuses an order of a shopper who already has `maxOpenOrders` open orders (0: no limit). The
 * caller holds the shopper's row (users service `holdForCheckout`) in the same transaction, so
 * two checkouts of one shopper count one after the other and the limit holds under any
 * concurrency, as stock does (docs/decisions/0021-order-limits.md). `orderId` is the order this
 * transaction has just inserted: it is not one of the earlier ones.
 */
export async function assertFewerOpenOrders(tx: Tx, userId: string, orderId: string, maxOpenOrders: number): Promise<void> {
  const [row] = await tx
    .select({ open: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATUSES), ne(orders.id, orderId)));
  const open = row?.open ?? 0;
  if (open < maxOpenOrders) return;
  throw new AppError('TOO_MANY_OPEN_ORDERS', shopMessage('tooManyOpenOrders', { count: open }));
}
