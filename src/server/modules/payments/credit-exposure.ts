import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { formatRupees, toRupees } from '#common/money.js';
import type { Queryable, Tx } from '#server/db/client.js';
import { khataEntries, orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';

/** What a shopper owes on credit, in paise: the khata's balance, and the open Credit orders not yet on it. */
export interface CreditOwed {
  balancePaise: number;
  onOrderPaise: number;
}

/**
 * What a shopper owes on credit (API.md "Getting paid"): their khata balance, and the amount due
 * of their open Credit orders (placed, not yet delivered, so not yet on the khata; `exceptOrderId`
 * left out). One statement reads both parts: a delivery committing between two reads would move
 * an order from the open ones to the balance unseen by either.
 */
export async function creditOwed(q: Queryable, userId: string, exceptOrderId?: string): Promise<CreditOwed> {
  const balance = q
    .select({ balance: khataEntries.balancePaise })
    .from(khataEntries)
    .where(eq(khataEntries.userId, userId))
    .orderBy(desc(khataEntries.seq))
    .limit(1);
  const [row] = await q
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
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  // sum() of bigint is numeric: the driver hands it over as text.
  return { balancePaise: Number(row?.balance ?? 0), onOrderPaise: Number(row?.open ?? 0) };
}

/**
 * Refuses a Credit order that would take what the shopper owes past their credit limit (API.md
 * "Getting paid"): what they owe (`creditOwed`, this order left out) plus this one. The caller
 * holds the shopper's row (users service `holdForCheckout`), as the unpaid limit does, so two
 * checkouts of one shopper add up one after the other.
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
  const { balancePaise, onOrderPaise } = await creditOwed(tx, userId, orderId);
  const owedPaise = balancePaise + onOrderPaise;
  if (owedPaise + amountDuePaise <= creditLimitPaise) return;
  throw new AppError(
    'CREDIT_LIMIT',
    shopMessage('creditLimit', { owed: formatRupees(toRupees(owedPaise)), limit: formatRupees(toRupees(creditLimitPaise)) }),
  );
}
