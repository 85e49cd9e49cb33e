import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { IfUnavailable, PaymentMethod } from '#common/constants.js';
import { toPaise } from '#common/money.js';
import type { ShippingInfo } from '#common/schemas/orders.js';
import type { Queryable, Tx } from '#server/db/client.js';
import { idempotencyKeys, orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import type { WantedLine } from './pricing.js';

/**
 * Idempotency-Key support for placing an order (API.md "Settled details"): a retried or
 * double-clicked order returns the first order. Keys are scoped to the shopper and kept in
 * PostgreSQL, so every app server behind a load balancer sees them.
 */

/**
 * SHA-256 of what defines the order, after parsing: merged lines sorted by product, trimmed
 * shipping info, total in paise, the delivery slot, the payment method, the note and what to do
 * with a missing product. Client-only extras (names, rates, image) and key order in
 * the JSON do not count, so a retry of the same cart is recognised as the same request.
 */
export function hashOrderRequest(
  lines: readonly WantedLine[],
  shippingInfo: ShippingInfo,
  totalRupees: number,
  deliverySlotId: string | undefined,
  paymentMethod: PaymentMethod = 'Cash',
  packer: { note?: string | undefined; ifUnavailable?: IfUnavailable; coupon?: string | undefined } = {},
): string {
  const canonical = {
    lines: lines.map((l) => [l.productId, l.quantityMilli] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    shipping: [shippingInfo.address, shippingInfo.city, shippingInfo.mobileNumber, shippingInfo.pinCode],
    totalPaise: toPaise(totalRupees),
    // Another slot is another order. Left out when none is named, so keys of orders without a slot hash as they always did.
    ...(deliverySlotId === undefined ? {} : { slot: deliverySlotId }),
    // Another way to pay is another order. Left out for Cash, so keys of orders from before payment methods hash as they always did.
    ...(paymentMethod === 'Cash' ? {} : { paymentMethod }),
    // The packer's instructions are part of the order; left out when none were given, as above.
    ...(packer.note === undefined ? {} : { note: packer.note }),
    ...(packer.ifUnavailable === undefined || packer.ifUnavailable === 'remove' ? {} : { ifUnavailable: packer.ifUnavailable }),
    // Another coupon is another order; left out without one, as above.
    ...(packer.coupon === undefined ? {} : { coupon: packer.coupon }),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export async function findKey(q: Queryable, userId: string, key: string) {
  const [row] = await q
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * The checkout's first step: writes the order row and, with a key, claims the key for it. On
 * PostgreSQL a concurrent transaction that claimed the same key first makes the claim wait
 * until it ends: if it committed, the conflict is seen and nothing is claimed; if it rolled
 * back, this one claims it. So a duplicate waits here, before it locks or takes anything. On
 * PGlite transactions run one at a time, so the first one has always ended already. Answers
 * false when the key was not claimed: the caller must roll back (the order row is written).
 */
export async function writeOrderRow(
  tx: Tx,
  row: typeof orders.$inferInsert & { id: string; userId: string },
  claim: { key: string; requestHash: string } | undefined,
): Promise<{ createdAt: Date; deliveryCode: string; claimed: boolean }> {
  const [written] = await tx.insert(orders).values(row).returning({ createdAt: orders.createdAt, deliveryCode: orders.deliveryCode });
  const { createdAt, deliveryCode } = written!;
  if (!claim) return { createdAt, deliveryCode, claimed: true };
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: row.userId, key: claim.key, requestHash: claim.requestHash, orderId: row.id })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return { createdAt, deliveryCode, claimed: claimed.length > 0 };
}

/** The order a known key stands for, or 422 when the key was used for another request. */
export function orderIdOfKey(found: { requestHash: string; orderId: string }, requestHash: string): string {
  if (found.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key Was Already Used For A Different Order. Use A New Key For A New Order..!!',
    );
  }
  return found.orderId;
}
