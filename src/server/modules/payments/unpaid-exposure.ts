import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { formatRupees, toPaise, toRupees } from '#common/money.js';
import type { Tx } from '#server/db/client.js';
import { orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';

/** The methods whose orders are owed until the owner records the money (Credit is owed on the khata instead). */
const PAID_ON_DELIVERY = ['Cash', 'UPI'] as const;

/**
 * Refuses an order that would take the shopper's unpaid exposure past `maxUnpaidAmount` rupees
 * (API.md "Getting paid"; 0: no limit): the amount due of their open Cash and UPI orders not yet
 * paid, plus this one. The caller holds the shopper's row (users service `holdForCheckout`) in
 * the same transaction, as the open-orders count does (decision 0021), so two checkouts of one
 * shopper add up one after the other and the limit holds under any concurrency. `orderId` is the
 * order this transaction has just inserted: it is not one of the earlier ones.
 */
export async function assertWithinUnpaidLimit(
  tx: Tx,
  {
    userId,
    orderId,
    amountDuePaise,
    maxUnpaidAmount,
  }: { userId: string; orderId: string; amountDuePaise: number; maxUnpaidAmount: number },
): Promise<void> {
  const [row] = await tx
    .select({ unpaid: sql<string>`coalesce(sum(${orders.amountDuePaise}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, OPEN_ORDER_STATUSES),
        inArray(orders.paymentMethod, PAID_ON_DELIVERY),
        ne(orders.paymentStatus, 'Paid'),
        ne(orders.id, orderId),
      ),
    );
  // sum() of bigint is numeric: the driver hands it over as text.
  const unpaidPaise = Number(row?.unpaid ?? 0);
  const limitPaise = toPaise(maxUnpaidAmount);
  if (unpaidPaise + amountDuePaise <= limitPaise) return;
  throw new AppError(
    'UNPAID_LIMIT',
    shopMessage('unpaidLimit', { unpaid: formatRupees(toRupees(unpaidPaise)), limit: formatRupees(maxUnpaidAmount) }),
  );
}
