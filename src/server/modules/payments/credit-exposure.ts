import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { formatRupees, toRupees } from '#common/money.js';
import type { Tx } from '#server/db/client.js';
import { khataEntries, orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Refuses a Credit order that would take what the shopper owes past their credit limit (API.md
 * "Getting paid"): their khata balance, plus the amount due of their open Credit orders (placed,
 * not yet delivered, so not yet on the khata), plus this one. The caller holds the shopper's row
 * (users service `holdForCheckout`), as the unpaid limit does, so two checkouts of one shopper
 * add up one after the other. One statement reads both parts: a delivery committing between two
 * reads would move an order from the open ones to the balance unseen by either.
 */
export async function assertWithinCreditLimit(
  tx: Tx,
  {
    userId,
    orderId,
    amountDuePaise,
    creditLimitPaise,
  }: { userId: string; orderId: string; amountDuePaise: number; creditLimitPaise: number },
): Promise<void> {
  const balance = tx
    .select({ balance: khataEntries.balancePaise })
    .from(khataEntries)
    .where(eq(khataEntries.userId, userId))
    .orderBy(desc(khataEntries.seq))
    .limit(1);
  const [row] = await tx
    .select({
      open: sql<string>`coalesce(sum(${orders.amountDuePaise}), 0)`,
      balance: sql<string>`coalesce((${balance}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, OPEN_ORDER_STATUSES),
        eq(orders.paymentMethod, 'Credit'),
        eq(orders.paymentStatus, 'Unpaid'),
        ne(orders.id, orderId),
      ),
    );
  // sum() of bigint is numeric: the driver hands it over as text.
  const owedPaise = Number(row?.open ?? 0) + Number(row?.balance ?? 0);
  if (owedPaise + amountDuePaise <= creditLimitPaise) return;
  throw new AppError(
    'CREDIT_LIMIT',
    shopMessage('creditLimit', { owed: formatRupees(toRupees(owedPaise)), limit: formatRupees(toRupees(creditLimitPaise)) }),
  );
}
